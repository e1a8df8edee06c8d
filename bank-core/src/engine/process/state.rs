//! `GetProcessInstanceStateCommand`: an instance as the product's
//! process-state page shows it.

use super::*;

/// `instanceGuid` (or our numeric `id`).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GetProcessInstanceStateCommand {
    pub instance_guid: Option<String>,
    pub id: Option<i64>,
}

/// The page's answer: the instance, its definition's key and name, and its
/// `state` (variables, the current step, the steps done so far). `status` is
/// lowercase as the page shows it; `contextType`/`contextId` name the business
/// entity (the definition's entity type and the id the caller gave).
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProcessState {
    pub id: i64,
    pub instance_guid: String,
    pub process_instance_id: String,
    pub process_definition_id: i64,
    pub process_key: String,
    pub process_name: String,
    pub business_key: Option<String>,
    pub status: String,
    pub execution_mode: &'static str,
    pub current_activity_id: Option<String>,
    pub started_at: DateTime<Utc>,
    pub last_updated: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
    pub state: StateDetail,
    pub context_type: Option<String>,
    pub context_type_id: Option<i64>,
    pub context_id: Option<i64>,
    pub error: Option<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StateDetail {
    pub variables: Map<String, Json>,
    pub current_node: Option<String>,
    pub completed_tasks: Vec<String>,
}

/// History outcomes that mean a step was done (not waited at, failed or cancelled).
const DONE_OUTCOMES: &[&str] = &["DONE", "NOTIFIED", "COMPLETED", "CALLED_BACK", "CALLBACK_FAILED"];

impl Command for GetProcessInstanceStateCommand {
    const NAME: &'static str = "GetProcessInstanceStateCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process state retrieved successfully";
    type Output = ProcessState;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match (&self.instance_guid, self.id) {
            (None, None) => c.add("instanceGuid", "instanceGuid or id is required"),
            (Some(_), Some(_)) => c.add("id", "send instanceGuid or id, not both"),
            _ => {}
        }
        c.text("instanceGuid", self.instance_guid.as_deref(), 64);
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<ProcessState> {
        let q = GetProcessInstanceByIdQuery { instance_guid: self.instance_guid, id: self.id };
        // The same lookup and the same visibility as reading the instance by id.
        let view = q.run(cx).await?;
        let def = load_definition(&mut cx.tx, view.process_definition_id).await?;
        let history = view.history.unwrap_or_default();
        let mut completed: Vec<String> = Vec::new();
        for item in history.iter().filter(|h| DONE_OUTCOMES.contains(&h.outcome.as_str()) && h.kind != "start") {
            completed.push(item.step_id.clone());
        }
        Ok(ProcessState {
            id: view.id,
            process_instance_id: view.instance_guid.clone(),
            instance_guid: view.instance_guid,
            process_definition_id: view.process_definition_id,
            process_key: def.key,
            process_name: view.process_name,
            business_key: view.business_key,
            status: view.status.to_lowercase(),
            execution_mode: view.execution_mode,
            current_activity_id: view.current_task_id.clone(),
            started_at: view.created_at,
            last_updated: view.updated_at,
            completed_at: view.completed_at,
            state: StateDetail {
                variables: view.variables,
                current_node: view.current_task_id,
                completed_tasks: completed,
            },
            context_type: view.entity_type,
            context_type_id: view.context_type_id,
            context_id: view.context_id,
            error: view.error,
        })
    }
}
