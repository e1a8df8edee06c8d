//! Starting, signalling, calling back, reading and cancelling instances.

use super::*;

/// Starts an instance of definition `definition_id` with `variables`, as
/// `actor` (its command steps run as them), and advances it until it waits or ends.
pub async fn start(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    definition_id: i64,
    variables: Map<String, Json>,
) -> Result<InstanceView> {
    start_tracked(bank, actor, origin, definition_id, variables, Tracking::default()).await
}

/// What a caller names for tracking when it starts an instance, kept as given.
#[derive(Clone, Copy, Debug, Default)]
pub struct Tracking {
    pub context_type_id: Option<i64>,
    pub context_id: Option<i64>,
}

/// [`start`], with the caller's tracking ids stored on the instance.
pub async fn start_tracked(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    definition_id: i64,
    variables: Map<String, Json>,
    tracking: Tracking,
) -> Result<InstanceView> {
    let def_row = {
        let mut tx = bank.db().begin_read().await?;
        let d = load_definition(&mut tx, definition_id).await;
        tx.rollback().await?;
        d?
    };
    let def = def_row.parsed()?;
    let entity_id = match &def.entity_id_expression {
        Some(e) => expression(e, &variables).await.ok().as_ref().and_then(key_text),
        None => None,
    };
    let vars_text = serde_json::to_string(&variables)?;
    if vars_text.len() > MAX_VARIABLES_BYTES {
        return Err(Error::invalid("variables", format!("must be at most {MAX_VARIABLES_BYTES} bytes of JSON")));
    }
    let guid = uuid::Uuid::new_v4().to_string();
    let at = now();
    let mut tx = bank.db().begin_write().await?;
    let id: i64 = tx
        .scalar(
            "INSERT INTO process_instances (guid, definition_id, status, current_step, variables, entity_type,
                 entity_id, initiated_by, created_at, updated_at, context_type_id, context_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11) RETURNING id",
            args![
                &guid,
                definition_id,
                RUNNING,
                &def.start,
                &vars_text,
                def.entity_type.clone(),
                entity_id,
                &actor.username,
                at,
                tracking.context_type_id,
                tracking.context_id
            ],
        )
        .await?;
    tx.execute(
        "INSERT INTO process_history (instance_id, step_id, kind, outcome, detail, actor, occurred_at)
         VALUES ($1, $2, 'start', 'STARTED', $3, $4, $5)",
        args![id, &def.start, format!("started {}", def.name), &actor.username, at],
    )
    .await?;
    let draft =
        Draft::new(format!("started process {} ({})", def.name, guid)).entity("ProcessInstance", id, &guid, &def.name);
    let outcome =
        Outcome { activity_type: ActivityType::Create, command: StartProcessInstanceCommand::NAME, error: None };
    activity::record(&mut tx, Some(actor), origin, draft, outcome);
    tx.commit().await?;
    if let Err(e) = advance(bank, id).await {
        tracing::warn!(instance = %guid, error = %e, "process advance stopped");
    }
    view(bank, id, false).await.map_err(super::super::after_effect)
}

/// Resumes instances a crash left RUNNING (untouched for a minute).
pub async fn resume_orphans(bank: &Bank) -> Result<usize> {
    let before = now() - chrono::Duration::seconds(ORPHAN_AFTER_SECONDS);
    let ids: Vec<(i64,)> = {
        let mut tx = bank.db().begin_read().await?;
        let ids = tx
            .fetch_all(
                "SELECT id FROM process_instances WHERE status = $1 AND updated_at < $2 ORDER BY id LIMIT 100",
                args![RUNNING, before],
            )
            .await?;
        tx.rollback().await?;
        ids
    };
    for (id,) in &ids {
        if let Err(e) = advance(bank, *id).await {
            tracing::warn!(instance = id, error = %e, "resuming a process failed");
        }
    }
    Ok(ids.len())
}

pub(super) async fn record(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    command: &'static str,
    draft: Draft,
    error: Option<&Error>,
) {
    let attempt = async {
        let mut tx = bank.db().begin_write().await?;
        let outcome = Outcome { activity_type: ActivityType::Update, command, error };
        activity::record(&mut tx, Some(actor), origin, draft, outcome);
        tx.commit().await
    };
    if let Err(e) = attempt.await {
        tracing::error!(command, error = %e, "could not record a process activity");
    }
}

/// Records a command's success on its instance (in a transaction of its own,
/// as the steps commit on their own) and answers with the instance now.
pub(super) async fn done(
    cx: &mut Cx<'_>,
    command: &'static str,
    row: &InstanceRow,
    detail: String,
) -> Result<InstanceView> {
    let draft = Draft::new(detail).entity("ProcessInstance", row.id, &row.guid, &row.guid);
    record(cx.bank, cx.actor, cx.origin, command, draft, None).await;
    view(cx.bank, row.id, false).await.map_err(super::super::after_effect)
}

/// Records a command's failure, if it failed (steps may have committed
/// before it did), and passes the result on.
pub(super) async fn failure_recorded<T>(cx: &mut Cx<'_>, command: &'static str, result: Result<T>) -> Result<T> {
    if let Err(e) = &result {
        record(cx.bank, cx.actor, cx.origin, command, Draft::new(format!("{command} failed")), Some(e)).await;
    }
    result
}

/// Moves a waiting instance back to RUNNING at its next step (compare-and-set
/// on its version), with `extra` merged into its variables.
pub(super) async fn resume(
    bank: &Bank,
    row: &InstanceRow,
    actor: &Actor,
    extra: Map<String, Json>,
    outcome: &'static str,
    detail: String,
) -> Result<()> {
    let def_row = {
        let mut tx = bank.db().begin_read().await?;
        let d = load_definition(&mut tx, row.definition_id).await;
        tx.rollback().await?;
        d?
    };
    let def = def_row.parsed()?;
    let step_id = row.current_step.clone().unwrap_or_default();
    let step = def.step(&step_id).cloned().ok_or_else(|| Error::Internal(format!("no step {step_id}")))?;
    let mut vars = row.vars();
    vars.extend(extra);
    let to = next_step(&step, &vars).await?;
    let w = moving_on(row, vars, to, outcome, Some(detail));
    if !write_step(bank, row, &step, Some(&actor.username), w).await? {
        return Err(Error::Conflict("the process instance changed meanwhile; read it and retry".into()));
    }
    if let Err(e) = advance(bank, row.id).await {
        tracing::warn!(instance = %row.guid, error = %e, "process advance stopped");
    }
    Ok(())
}

/// The spec's `StartProcessInstanceCommand`: `processDefinitionId` (or
/// `processDefinitionKey`) and `variables` (an object). The product's pages
/// send `id` and `runtimeContext` (a string holding a JSON object; an object
/// is taken too), with `contextTypeId`, `contextId` (kept on the instance) and
/// `executionMode` (only `Unsupervised`, the way every instance runs here).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StartProcessInstanceCommand {
    pub process_definition_id: Option<i64>,
    pub process_definition_key: Option<String>,
    pub variables: Option<Json>,
    pub context_type_id: Option<i64>,
    pub context_id: Option<i64>,
    pub execution_mode: Option<String>,
}

/// `value` as an object of variables (an object, or a string holding one).
pub(super) fn variables_of(c: &mut Checks, field: &str, value: Option<&Json>) -> Map<String, Json> {
    match value.map(crate::json::object_or_text) {
        None => Map::new(),
        Some(Some(vars)) => vars,
        Some(None) => {
            c.add(field, "must be a JSON object, or a string holding one");
            Map::new()
        }
    }
}

impl StartProcessInstanceCommand {
    fn checked(&self) -> Result<Map<String, Json>> {
        let mut c = Checks::new();
        if self.process_definition_id.is_none() && self.process_definition_key.is_none() {
            c.add("processDefinitionId", "processDefinitionId (or id) or processDefinitionKey is required");
        }
        let vars = variables_of(&mut c, "variables", self.variables.as_ref());
        if let Some(mode) = &self.execution_mode
            && !mode.eq_ignore_ascii_case(UNSUPERVISED)
        {
            c.add(
                "executionMode",
                format!("'{mode}' is not offered: instances run Unsupervised (until they wait or end)"),
            );
        }
        c.finish()?;
        Ok(vars)
    }
}

impl Command for StartProcessInstanceCommand {
    const NAME: &'static str = "StartProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    // Steps commit one by one in transactions of their own; the start is recorded with the instance.
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance started.";
    const FIELD_ALIASES: &'static [FieldAlias] = &[("id", "processDefinitionId"), ("runtimeContext", "variables")];
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        self.checked().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let variables = self.checked()?;
        let id = match (self.process_definition_id, &self.process_definition_key) {
            (Some(id), _) => id,
            (None, key) => cx
                .tx
                .scalar_optional("SELECT id FROM process_definitions WHERE key = $1", args![key.clone()])
                .await?
                .ok_or_else(|| Error::not_found("process definition", key.clone().unwrap_or_default()))?,
        };
        let tracking = Tracking { context_type_id: self.context_type_id, context_id: self.context_id };
        let result = start_tracked(cx.bank, cx.actor, cx.origin, id, variables, tracking).await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

/// The spec's `GetProcessInstanceByIdQuery`: `instanceGuid` (or `id`); with
/// variables and step history.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessInstanceByIdQuery {
    pub instance_guid: Option<String>,
    pub id: Option<i64>,
}

impl Command for GetProcessInstanceByIdQuery {
    const NAME: &'static str = "GetProcessInstanceByIdQuery";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        if self.instance_guid.is_none() && self.id.is_none() {
            return Err(Error::invalid("instanceGuid", "instanceGuid or id is required"));
        }
        Ok(())
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let row: Option<InstanceRow> = match (&self.instance_guid, self.id) {
            (Some(g), _) => find_instance(&mut cx.tx, g).await?,
            (None, id) => {
                cx.tx.fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![id]).await?
            }
        };
        let name = self.instance_guid.clone().or(self.id.map(|i| i.to_string())).unwrap_or_default();
        let row = row.ok_or_else(|| Error::not_found("process instance", name))?;
        // Managers see every instance; others those they started or are assigned.
        let a = cx.actor;
        if !a.can(perm::PROCESSES_MANAGE)
            && row.initiated_by != a.username
            && row.assignee.as_deref() != Some(a.username.as_str())
            && row.assignee_role.as_deref() != Some(a.role.as_str())
        {
            return Err(Error::Forbidden(perm::PROCESSES_MANAGE));
        }
        view(cx.bank, row.id, true).await
    }
}

/// The spec's `CancelProcessInstanceCommand`: `instanceGuid`, `reason`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CancelProcessInstanceCommand {
    pub instance_guid: Option<String>,
    pub reason: Option<String>,
}

impl Command for CancelProcessInstanceCommand {
    const NAME: &'static str = "CancelProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance cancelled.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("instanceGuid", self.instance_guid.as_deref(), 64);
        c.text("reason", self.reason.as_deref(), 500);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let guid = self.instance_guid.clone().unwrap_or_default();
        let result = async {
            let row = instance_by_guid(cx, &guid).await?;
            if matches!(row.status.as_str(), COMPLETED | CANCELLED | FAILED) {
                return Err(Error::Conflict(format!("process instance {guid} is already {}", row.status)));
            }
            let reason = self.reason.clone().unwrap_or_else(|| "cancelled".into());
            let def_row = load_definition(&mut cx.tx, row.definition_id).await?;
            let ctx = Context {
                def: def_row.parsed()?,
                definition_id: def_row.id,
                initiator_id: user_id(cx.bank, &row.initiated_by).await?,
            };
            let n = notification(
                &ctx,
                &row,
                "PROCESS_COMPLETION",
                format!("{} cancelled", ctx.def.name),
                reason.clone(),
                json!({"status": CANCELLED}),
            );
            let step = Step { id: row.current_step.clone().unwrap_or_default(), kind: StepKind::End, ..empty_step() };
            let w = StepWrite {
                status: CANCELLED,
                current_step: row.current_step.clone(),
                waiting_for: None,
                correlation_key: None,
                assignee: None,
                assignee_role: None,
                vars: row.vars(),
                error: None,
                history_outcome: "CANCELLED",
                history_detail: Some(reason.clone()),
                notifications: vec![n],
            };
            if !write_step(cx.bank, &row, &step, Some(&cx.actor.username), w).await? {
                return Err(Error::Conflict("the process instance changed meanwhile; read it and retry".into()));
            }
            done(cx, Self::NAME, &row, format!("cancelled process instance {guid}: {reason}")).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}
