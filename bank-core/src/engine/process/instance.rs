//! Process instances as stored and as read back.

use super::*;

#[derive(Clone, Debug, sqlx::FromRow)]
pub(super) struct InstanceRow {
    pub(super) id: i64,
    pub(super) guid: String,
    pub(super) definition_id: i64,
    pub(super) status: String,
    pub(super) current_step: Option<String>,
    pub(super) waiting_for: Option<String>,
    pub(super) correlation_key: Option<String>,
    pub(super) assignee: Option<String>,
    pub(super) assignee_role: Option<String>,
    pub(super) variables: String,
    pub(super) version: i64,
    pub(super) entity_type: Option<String>,
    pub(super) entity_id: Option<String>,
    pub(super) context_type_id: Option<i64>,
    pub(super) context_id: Option<i64>,
    pub(super) initiated_by: String,
    pub(super) error: Option<String>,
    pub(super) created_at: DateTime<Utc>,
    pub(super) updated_at: DateTime<Utc>,
    pub(super) completed_at: Option<DateTime<Utc>>,
}

pub(super) const SELECT_INSTANCE: &str =
    "SELECT id, guid, definition_id, status, current_step, waiting_for, correlation_key,
    assignee, assignee_role, variables, version, entity_type, entity_id, context_type_id, context_id, initiated_by, error, created_at, updated_at,
    completed_at FROM process_instances";

impl InstanceRow {
    pub(super) fn vars(&self) -> Map<String, Json> {
        serde_json::from_str(&self.variables).unwrap_or_default()
    }
}

/// A process instance as the engine answers it. The guid is the handle
/// every instance command takes; the product's pages call it
/// `instanceGuid`, `instanceId` and `processInstanceId`, so all three carry it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InstanceView {
    pub id: i64,
    pub instance_guid: String,
    pub instance_id: String,
    pub process_instance_id: String,
    /// The business reference the definition's `entityIdExpression` derived.
    pub business_key: Option<String>,
    pub execution_mode: &'static str,
    pub process_definition_id: i64,
    pub process_name: String,
    pub status: String,
    pub current_task_id: Option<String>,
    pub current_task_name: Option<String>,
    pub waiting_for: Option<String>,
    pub correlation_key: Option<String>,
    pub assignee: Option<String>,
    pub assignee_role: Option<String>,
    pub variables: Map<String, Json>,
    pub entity_type: Option<String>,
    pub entity_id: Option<String>,
    pub context_type_id: Option<i64>,
    pub context_id: Option<i64>,
    pub initiated_by: String,
    pub error: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub history: Option<Vec<HistoryItem>>,
}

#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct HistoryItem {
    pub step_id: String,
    pub kind: String,
    pub outcome: String,
    pub detail: Option<String>,
    pub actor: Option<String>,
    pub occurred_at: DateTime<Utc>,
}

pub(super) async fn find_instance(tx: &mut Tx, guid: &str) -> Result<Option<InstanceRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE guid = $1")), args![guid]).await
}

pub(super) async fn view(bank: &Bank, id: i64, with_history: bool) -> Result<InstanceView> {
    let mut tx = bank.db().begin_read().await?;
    let row: InstanceRow = tx.fetch_one(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![id]).await?;
    let def = load_definition(&mut tx, row.definition_id).await?;
    let history = if with_history {
        Some(
            tx.fetch_all(
                "SELECT step_id, kind, outcome, detail, actor, occurred_at FROM process_history
                 WHERE instance_id = $1 ORDER BY id LIMIT 1000",
                args![id],
            )
            .await?,
        )
    } else {
        None
    };
    tx.rollback().await?;
    let parsed = def.parsed()?;
    let task_name = row
        .current_step
        .as_deref()
        .and_then(|s| parsed.step(s))
        .map(|s| s.name.clone().unwrap_or_else(|| s.id.clone()));
    Ok(InstanceView {
        id: row.id,
        instance_guid: row.guid.clone(),
        instance_id: row.guid.clone(),
        process_instance_id: row.guid.clone(),
        business_key: row.entity_id.clone(),
        execution_mode: UNSUPERVISED,
        process_definition_id: row.definition_id,
        process_name: def.name.clone(),
        status: row.status.clone(),
        current_task_id: row.current_step.clone(),
        current_task_name: task_name,
        waiting_for: row.waiting_for.clone(),
        correlation_key: row.correlation_key.clone(),
        assignee: row.assignee.clone(),
        assignee_role: row.assignee_role.clone(),
        variables: row.vars(),
        entity_type: row.entity_type.clone(),
        entity_id: row.entity_id.clone(),
        context_type_id: row.context_type_id,
        context_id: row.context_id,
        initiated_by: row.initiated_by.clone(),
        error: row.error.clone(),
        created_at: row.created_at,
        updated_at: row.updated_at,
        completed_at: row.completed_at,
        history,
    })
}
