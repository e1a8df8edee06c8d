//! The process rows of the spec's event table (TASK_ASSIGNMENT,
//! PROCESS_COMPLETION, PROCESS_PROGRESS_UPDATE) as ready notices, for the
//! execution engine to raise with [`super::events::emit`] in its own
//! transaction. The action is the portal URL of the task or instance (or
//! empty); the data carries the spec's fields.

use serde_json::{Map, Value, json};

use super::events::{Notice, RECEIVE_NOTIFICATION};

/// What the three process events share.
#[derive(Clone, Debug, Default)]
pub struct ProcessRef {
    pub instance_guid: String,
    pub process_definition_id: String,
    pub process_name: String,
    pub entity_type: String,
    pub entity_id: String,
    pub initiated_by_user_id: Option<String>,
    /// Portal URL; also the notification's action (empty when none).
    pub link: Option<String>,
}

impl ProcessRef {
    fn base(&self) -> Map<String, Value> {
        let mut m = Map::new();
        m.insert("instanceGuid".into(), json!(self.instance_guid));
        m.insert("processDefinitionId".into(), json!(self.process_definition_id));
        m.insert("processName".into(), json!(self.process_name));
        m.insert("entityType".into(), json!(self.entity_type));
        m.insert("entityId".into(), json!(self.entity_id));
        m.insert("link".into(), json!(self.link.clone().unwrap_or_default()));
        m
    }

    fn notice(&self, kind: &str, title: String, message: String, data: Map<String, Value>) -> Notice {
        Notice::new(kind, self.link.as_deref().unwrap_or_default(), title, message)
            .event(RECEIVE_NOTIFICATION)
            .data(Value::Object(data))
    }
}

/// `TASK_ASSIGNMENT`: a user task was assigned (optional `userId`: the assignee).
pub fn task_assignment(p: &ProcessRef, task_id: &str, task_name: &str, user_id: Option<&str>) -> Notice {
    let mut data = p.base();
    data.insert("taskId".into(), json!(task_id));
    data.insert("taskName".into(), json!(task_name));
    if let Some(user) = user_id {
        data.insert("userId".into(), json!(user));
    }
    data.insert("initiatedByUserId".into(), json!(p.initiated_by_user_id));
    p.notice(
        "TASK_ASSIGNMENT",
        format!("New task: {task_name}"),
        format!("{} needs your action.", p.process_name),
        data,
    )
}

/// `PROCESS_COMPLETION`: the instance ended with `status`.
pub fn process_completion(p: &ProcessRef, status: &str) -> Notice {
    let mut data = p.base();
    data.insert("status".into(), json!(status));
    data.insert("initiatedByUserId".into(), json!(p.initiated_by_user_id));
    p.notice(
        "PROCESS_COMPLETION",
        format!("{} finished", p.process_name),
        format!("{} ended: {status}.", p.process_name),
        data,
    )
}

/// `PROCESS_PROGRESS_UPDATE`: the instance moved to a new current task.
pub fn process_progress(
    p: &ProcessRef,
    current_task_id: &str,
    current_task_name: &str,
    user_id: Option<&str>,
) -> Notice {
    let mut data = p.base();
    data.insert("currentTaskId".into(), json!(current_task_id));
    data.insert("currentTaskName".into(), json!(current_task_name));
    if let Some(user) = user_id {
        data.insert("userId".into(), json!(user));
    }
    p.notice(
        "PROCESS_PROGRESS_UPDATE",
        format!("{} progressed", p.process_name),
        format!("{} is now at {current_task_name}.", p.process_name),
        data,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(n: &Notice) -> Vec<String> {
        let mut k: Vec<String> = n.data.as_object().map(|m| m.keys().cloned().collect()).unwrap_or_default();
        k.sort();
        k
    }

    #[test]
    fn each_process_event_carries_the_spec_fields() {
        let p = ProcessRef {
            instance_guid: "i-1".into(),
            process_definition_id: "loan-approval".into(),
            process_name: "Loan approval".into(),
            entity_type: "Loan".into(),
            entity_id: "42".into(),
            initiated_by_user_id: Some("7".into()),
            link: Some("https://portal.demo.bank.ng/tasks/t-1".into()),
        };
        let t = task_assignment(&p, "t-1", "Review documents", Some("9"));
        assert_eq!(
            (t.notification_type.as_str(), t.action.as_str()),
            ("TASK_ASSIGNMENT", "https://portal.demo.bank.ng/tasks/t-1")
        );
        assert_eq!(
            keys(&t),
            [
                "entityId",
                "entityType",
                "initiatedByUserId",
                "instanceGuid",
                "link",
                "processDefinitionId",
                "processName",
                "taskId",
                "taskName",
                "userId"
            ]
        );
        let c = process_completion(&p, "COMPLETED");
        assert_eq!(
            keys(&c),
            [
                "entityId",
                "entityType",
                "initiatedByUserId",
                "instanceGuid",
                "link",
                "processDefinitionId",
                "processName",
                "status"
            ]
        );
        let g = process_progress(&ProcessRef { link: None, ..p }, "t-2", "Sign-off", None);
        assert_eq!(g.action, "", "no portal URL: empty action");
        assert_eq!(
            keys(&g),
            [
                "currentTaskId",
                "currentTaskName",
                "entityId",
                "entityType",
                "instanceGuid",
                "link",
                "processDefinitionId",
                "processName"
            ]
        );
        assert!([&t, &c, &g].iter().all(|n| n.event == RECEIVE_NOTIFICATION));
    }
}
