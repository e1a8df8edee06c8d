//! Resuming waiting instances: a user task signalled, a callback returned.

use super::*;

/// The spec's `SignalProcessInstanceCommand`: completes the waiting user task
/// of `instanceGuid` (`taskId`, when given, must be the waiting one), merging
/// `variables`. The product's pages send the variables as `callbackData` or
/// `signalPayload` (objects) or `signalData` (a string holding one), and may
/// name `currentUser`, which must be the caller: the signal is recorded as
/// the authenticated user, never as a name the request gives. Allowed to
/// the assignee, holders of the task's role, and holders of `processes.manage`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SignalProcessInstanceCommand {
    pub instance_guid: Option<String>,
    pub task_id: Option<String>,
    pub variables: Option<Json>,
    pub current_user: Option<String>,
}

pub(super) async fn instance_by_guid(cx: &mut Cx<'_>, guid: &str) -> Result<InstanceRow> {
    find_instance(&mut cx.tx, guid).await?.ok_or_else(|| Error::not_found("process instance", guid))
}

impl SignalProcessInstanceCommand {
    fn checked(&self) -> Result<Map<String, Json>> {
        let mut c = Checks::new();
        c.required("instanceGuid", self.instance_guid.as_deref(), 64);
        let vars = variables_of(&mut c, "variables", self.variables.as_ref());
        c.text("currentUser", self.current_user.as_deref(), 100);
        c.finish()?;
        Ok(vars)
    }
}

/// Checks `row` waits at the user task the request names, for this caller.
fn check_signal(row: &InstanceRow, task: Option<&str>, actor: &Actor) -> Result<()> {
    let guid = &row.guid;
    if row.status != WAITING || row.waiting_for.as_deref() != Some("USER_TASK") {
        return Err(Error::Conflict(format!(
            "process instance {guid} is {} and not waiting for a user task",
            row.status
        )));
    }
    if let Some(task) = task
        && row.current_step.as_deref() != Some(task)
    {
        return Err(Error::Conflict(format!(
            "process instance {guid} waits at task '{}', not '{task}'",
            row.current_step.clone().unwrap_or_default()
        )));
    }
    let allowed = actor.can(perm::PROCESSES_MANAGE)
        || row.assignee.as_deref() == Some(actor.username.as_str())
        || row.assignee_role.as_deref() == Some(actor.role.as_str());
    if !allowed {
        return Err(Error::Forbidden(perm::PROCESSES_MANAGE));
    }
    Ok(())
}

impl Command for SignalProcessInstanceCommand {
    const NAME: &'static str = "SignalProcessInstanceCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Process instance signalled.";
    const FIELD_ALIASES: &'static [FieldAlias] =
        &[("callbackData", "variables"), ("signalPayload", "variables"), ("signalData", "variables")];
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        self.checked().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let vars = self.checked()?;
        let guid = self.instance_guid.clone().unwrap_or_default();
        let result = async {
            if let Some(user) = &self.current_user
                && user.trim() != cx.actor.username
            {
                return Err(Error::invalid(
                    "currentUser",
                    format!("must be the caller ({}): a signal is recorded as who sent it", cx.actor.username),
                ));
            }
            let row = instance_by_guid(cx, &guid).await?;
            check_signal(&row, self.task_id.as_deref(), cx.actor)?;
            let actor = cx.actor;
            let detail =
                format!("task {} completed by {}", row.current_step.clone().unwrap_or_default(), actor.username);
            resume(cx.bank, &row, actor, vars, "COMPLETED", detail.clone()).await?;
            done(cx, Self::NAME, &row, detail).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}

/// The spec's `ReturnCallbackCommand`: `correlationKey`, `callbackData`,
/// `isSuccess`; `result` is accepted too (a boolean stands for `isSuccess`,
/// anything else for `callbackData`). The instance gets the variables
/// `callbackData` and `callbackSuccess` and moves on.
///
/// The product's pages send `childInstanceId` instead of `correlationKey`
/// (not both): the guid of a child instance, for a parent whose callback
/// step waits on that guid as its correlation key (a `command` step starts
/// the child and keeps its `instanceGuid`). They send `results` (merged into
/// the variables), `isFailed` and `errorMessage` (kept as `callbackError`).
/// A failed callback sets `callbackSuccess` false and is recorded in the
/// instance's history as CALLBACK_FAILED.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ReturnCallbackCommand {
    pub correlation_key: Option<String>,
    pub child_instance_id: Option<String>,
    pub callback_data: Option<Json>,
    pub is_success: Option<bool>,
    pub result: Option<Json>,
    pub results: Option<Json>,
    pub is_failed: Option<bool>,
    pub error_message: Option<String>,
}

/// What a callback brings to its instance.
struct Returned {
    success: bool,
    extra: Map<String, Json>,
}

impl ReturnCallbackCommand {
    fn checked(&self) -> Result<Returned> {
        let mut c = Checks::new();
        match (&self.correlation_key, &self.child_instance_id) {
            (Some(_), Some(_)) => c.add("childInstanceId", "send correlationKey or childInstanceId, not both"),
            (None, None) => c.add("correlationKey", "correlationKey or childInstanceId is required"),
            _ => {}
        }
        c.text("correlationKey", self.correlation_key.as_deref(), 200);
        c.text("childInstanceId", self.child_instance_id.as_deref(), 64);
        c.text("errorMessage", self.error_message.as_deref(), 2000);
        let results = variables_of(&mut c, "results", self.results.as_ref());
        let (mut success, mut data) = (self.is_success, self.callback_data.clone());
        match &self.result {
            Some(Json::Bool(b)) if success.is_none() => success = Some(*b),
            Some(other) if data.is_none() => data = Some(other.clone()),
            _ => {}
        }
        if let Some(failed) = self.is_failed {
            if success == Some(failed) {
                c.add("isFailed", "contradicts isSuccess (or result)");
            }
            success = Some(!failed);
        }
        let success = success.unwrap_or(true);
        if self.error_message.is_some() && success {
            c.add("errorMessage", "is kept only for a failed callback (isFailed: true)");
        }
        c.finish()?;
        let mut extra = results;
        extra.insert("callbackData".into(), data.unwrap_or(Json::Null));
        extra.insert("callbackSuccess".into(), Json::Bool(success));
        if let Some(message) = &self.error_message {
            extra.insert("callbackError".into(), Json::String(message.clone()));
        }
        Ok(Returned { success, extra })
    }

    /// The correlation key the waiting instance is found by: the one sent,
    /// or the guid of the child instance named (which must exist).
    async fn key(&self, cx: &mut Cx<'_>) -> Result<String> {
        match (&self.correlation_key, &self.child_instance_id) {
            (Some(key), _) => Ok(key.clone()),
            (None, Some(child)) => Ok(instance_by_guid(cx, child).await?.guid),
            (None, None) => Err(Error::invalid("correlationKey", "is required")),
        }
    }
}

impl Command for ReturnCallbackCommand {
    const NAME: &'static str = "ReturnCallbackCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::PROCESSES_MANAGE]);
    const ACTIVITY: Option<ActivityType> = None;
    const MESSAGE: &'static str = "Callback accepted.";
    type Output = InstanceView;

    fn validate(&self) -> Result<()> {
        self.checked().map(drop)
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<InstanceView> {
        let returned = self.checked()?;
        let result = async {
            let key = self.key(cx).await?;
            let row: Option<InstanceRow> = cx
                .tx
                .fetch_optional(Sql::assembled(format!("{SELECT_INSTANCE} WHERE correlation_key = $1")), args![&key])
                .await?;
            let Some(row) = row.filter(|r| r.status == WAITING) else {
                return Err(Error::rule(
                    "CALLBACK_NOT_EXPECTED",
                    RuleKind::NotFound,
                    format!(
                        "no process instance is waiting for correlation key '{key}' (unknown, or already finished)"
                    ),
                ));
            };
            let (outcome, detail) = match (returned.success, &self.error_message) {
                (true, _) => ("CALLED_BACK", format!("callback {key} (success)")),
                (false, None) => ("CALLBACK_FAILED", format!("callback {key} (failure)")),
                (false, Some(m)) => ("CALLBACK_FAILED", format!("callback {key} (failure): {m}")),
            };
            resume(cx.bank, &row, cx.actor, returned.extra, outcome, detail.clone()).await?;
            done(cx, Self::NAME, &row, detail).await
        }
        .await;
        failure_recorded(cx, Self::NAME, result).await
    }
}
