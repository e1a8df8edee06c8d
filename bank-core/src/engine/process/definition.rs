//! Process definitions: the JSON shape, its checks, and the commands that register and read them.

use super::*;

/// A process definition.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Definition {
    #[serde(default)]
    pub key: Option<String>,
    pub name: String,
    #[serde(default)]
    pub entity_type: Option<String>,
    #[serde(default)]
    pub entity_id_expression: Option<String>,
    pub start: String,
    pub steps: Vec<Step>,
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Step {
    pub id: String,
    pub kind: StepKind,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub next: Option<Next>,
    #[serde(default)]
    pub command_name: Option<String>,
    #[serde(default)]
    pub data: Option<Map<String, Json>>,
    #[serde(default)]
    pub data_expression: Option<String>,
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub result_variable: Option<String>,
    #[serde(default)]
    pub assignee: Option<String>,
    #[serde(default)]
    pub role: Option<String>,
    #[serde(default)]
    pub correlation_key: Option<String>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub status: Option<String>,
}

#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum StepKind {
    Command,
    Code,
    UserTask,
    Callback,
    Notification,
    End,
}

impl StepKind {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            StepKind::Command => "command",
            StepKind::Code => "code",
            StepKind::UserTask => "userTask",
            StepKind::Callback => "callback",
            StepKind::Notification => "notification",
            StepKind::End => "end",
        }
    }
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Next {
    To(String),
    Branches(Vec<Branch>),
}

#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Branch {
    #[serde(default)]
    pub when: Option<String>,
    pub to: String,
}

impl Definition {
    pub(super) fn step(&self, id: &str) -> Option<&Step> {
        self.steps.iter().find(|s| s.id == id)
    }

    /// Every structural rule, all problems at once (field paths under `definition`).
    pub fn check(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("definition.name", Some(self.name.as_str()), 200);
        if self.steps.is_empty() || self.steps.len() > MAX_STEPS {
            c.add("definition.steps", format!("must have 1 to {MAX_STEPS} steps"));
        }
        let mut ids = BTreeSet::new();
        for (i, s) in self.steps.iter().enumerate() {
            let f = |name: &str| format!("definition.steps[{i}].{name}");
            c.code(&f("id"), Some(s.id.as_str()), 100);
            if !ids.insert(s.id.as_str()) {
                c.add(&f("id"), format!("'{}' is used by two steps", s.id));
            }
            let need = |c: &mut Checks, name: &str, v: &Option<String>| {
                if v.as_deref().is_none_or(|t| t.trim().is_empty()) {
                    c.add(&f(name), format!("is required for a {} step", s.kind.as_str()));
                }
            };
            match s.kind {
                StepKind::Command => need(&mut c, "commandName", &s.command_name),
                StepKind::Code => need(&mut c, "code", &s.code),
                StepKind::UserTask => {
                    if s.assignee.is_none() && s.role.is_none() {
                        c.add(&f("assignee"), "a user task needs an assignee or a role");
                    }
                }
                StepKind::Callback => need(&mut c, "correlationKey", &s.correlation_key),
                StepKind::Notification => need(&mut c, "title", &s.title),
                StepKind::End => {
                    if let Some(st) = s.status.as_deref()
                        && st != COMPLETED
                        && st != FAILED
                    {
                        c.add(&f("status"), "must be COMPLETED or FAILED");
                    }
                }
            }
            if s.kind != StepKind::End && s.next.is_none() {
                c.add(&f("next"), "is required (every step but an end step leads somewhere)");
            }
        }
        for (i, s) in self.steps.iter().enumerate() {
            let targets: Vec<&str> = match &s.next {
                None => vec![],
                Some(Next::To(t)) => vec![t.as_str()],
                Some(Next::Branches(b)) => b.iter().map(|b| b.to.as_str()).collect(),
            };
            for t in targets {
                if !ids.contains(t) {
                    c.add(&format!("definition.steps[{i}].next"), format!("names no step '{t}'"));
                }
            }
        }
        if !ids.contains(self.start.as_str()) {
            c.add("definition.start", format!("names no step '{}'", self.start));
        }
        if !self.steps.iter().any(|s| s.kind == StepKind::End) {
            c.add("definition.steps", "need at least one end step");
        }
        c.finish()
    }
}

// ---------------------------------------------------------------------------
// Definitions

#[derive(Clone, Debug, sqlx::FromRow)]
pub(super) struct DefinitionRow {
    pub(super) id: i64,
    pub(super) key: String,
    pub(super) name: String,
    pub(super) entity_type: Option<String>,
    pub(super) definition: String,
    pub(super) created_by: String,
    pub(super) created_at: DateTime<Utc>,
}

pub(super) const SELECT_DEFINITION: &str =
    "SELECT id, key, name, entity_type, definition, created_by, created_at FROM process_definitions";

impl DefinitionRow {
    pub(super) fn parsed(&self) -> Result<Definition> {
        serde_json::from_str(&self.definition)
            .map_err(|e| Error::Internal(format!("stored process definition {} is unreadable: {e}", self.id)))
    }

    pub(super) fn view(&self, with_definition: bool) -> Result<DefinitionView> {
        Ok(DefinitionView {
            id: self.id,
            key: self.key.clone(),
            name: self.name.clone(),
            entity_type: self.entity_type.clone(),
            steps: self.parsed()?.steps.len(),
            created_by: self.created_by.clone(),
            created_at: self.created_at,
            definition: if with_definition { Some(serde_json::to_value(self.parsed()?)?) } else { None },
        })
    }
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DefinitionView {
    pub id: i64,
    pub key: String,
    pub name: String,
    pub entity_type: Option<String>,
    pub steps: usize,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub definition: Option<Json>,
}

pub(super) async fn load_definition(tx: &mut Tx, id: i64) -> Result<DefinitionRow> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("process definition", id))
}

/// `RegisterProcessDefinitionCommand` (beyond the spec): `key` and
/// `definition` (the format above). Keys are unique; a changed process is
/// registered under a new key, so running instances keep their definition.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RegisterProcessDefinitionCommand {
    pub key: Option<String>,
    pub definition: Option<Json>,
}

impl RegisterProcessDefinitionCommand {
    pub(super) fn parsed(&self) -> Result<(String, Definition)> {
        let mut c = Checks::new();
        let key = self
            .key
            .clone()
            .or_else(|| self.definition.as_ref().and_then(|d| d.get("key")).and_then(Json::as_str).map(str::to_owned));
        c.code("key", key.as_deref(), 100);
        let Some(def) = &self.definition else {
            c.add("definition", "is required");
            c.finish()?;
            return Err(Error::invalid("definition", "is required"));
        };
        if def.to_string().len() > MAX_DEFINITION_BYTES {
            c.add("definition", format!("must be at most {MAX_DEFINITION_BYTES} bytes"));
        }
        c.finish()?;
        let def: Definition = crate::command::parse_request(def.clone()).map_err(|e| match e {
            Error::Validation(map) => Error::Validation(
                map.into_iter()
                    .map(|(k, v)| (if k == "data" { "definition".into() } else { format!("definition.{k}") }, v))
                    .collect(),
            ),
            other => other,
        })?;
        def.check()?;
        Ok((key.unwrap_or_default(), def))
    }
}

impl Command for RegisterProcessDefinitionCommand {
    const NAME: &'static str = "RegisterProcessDefinitionCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Process definition registered successfully.";
    type Output = DefinitionView;

    fn validate(&self) -> Result<()> {
        self.parsed().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DefinitionView> {
        let (key, mut def) = self.parsed()?;
        def.key = Some(key.clone());
        let n: i64 = cx.tx.scalar("SELECT COUNT(*) FROM process_definitions WHERE key = $1", args![&key]).await?;
        if n > 0 {
            return Err(Error::AlreadyExists { entity: "process definition", reference: key });
        }
        let id: i64 = cx
            .tx
            .scalar(
                "INSERT INTO process_definitions (key, name, entity_type, definition, created_by, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                args![
                    &key,
                    &def.name,
                    def.entity_type.clone(),
                    serde_json::to_string(&def)?,
                    &cx.actor.username,
                    now()
                ],
            )
            .await?;
        cx.record(Draft::new(format!("registered process definition {key} ({} steps)", def.steps.len())).entity(
            "ProcessDefinition",
            id,
            &key,
            &def.name,
        ));
        load_definition(&mut cx.tx, id).await?.view(true)
    }
}

/// `GetProcessDefinitionListQuery` (beyond the spec): `pageIndex`, `pageSize`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessDefinitionListQuery {
    pub page_index: Option<i64>,
    pub page_size: Option<i64>,
}

impl Command for GetProcessDefinitionListQuery {
    const NAME: &'static str = "GetProcessDefinitionListQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = IndexPage<DefinitionView>;

    fn envelope_extras(output: &Self::Output) -> Map<String, Json> {
        output.extras()
    }

    fn validate(&self) -> Result<()> {
        index_page(self.page_index, self.page_size).map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<IndexPage<DefinitionView>> {
        let (index, size) = index_page(self.page_index, self.page_size)?;
        let count: i64 = cx.tx.scalar("SELECT COUNT(*) FROM process_definitions", vec![]).await?;
        let rows: Vec<DefinitionRow> = cx
            .tx
            .fetch_all(
                Sql::assembled(format!("{SELECT_DEFINITION} ORDER BY id LIMIT $1 OFFSET $2")),
                args![size, index.saturating_mul(size)],
            )
            .await?;
        let items = rows.iter().map(|r| r.view(false)).collect::<Result<Vec<_>>>()?;
        Ok(IndexPage { items, count, page_index: index, size })
    }
}

/// `GetProcessDefinitionByIdQuery` (beyond the spec): `id` or `key`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessDefinitionByIdQuery {
    pub id: Option<i64>,
    pub key: Option<String>,
}

impl Command for GetProcessDefinitionByIdQuery {
    const NAME: &'static str = "GetProcessDefinitionByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    type Output = DefinitionView;

    fn validate(&self) -> Result<()> {
        if self.id.is_none() && self.key.is_none() {
            return Err(Error::invalid("id", "id or key is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<DefinitionView> {
        let row: Option<DefinitionRow> = match (self.id, &self.key) {
            (Some(id), _) => {
                cx.tx.fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE id = $1")), args![id]).await?
            }
            (None, key) => {
                cx.tx
                    .fetch_optional(Sql::assembled(format!("{SELECT_DEFINITION} WHERE key = $1")), args![key.clone()])
                    .await?
            }
        };
        let name = self.id.map(|i| i.to_string()).or(self.key).unwrap_or_default();
        row.ok_or_else(|| Error::not_found("process definition", name))?.view(true)
    }
}
