//! Running an instance: each step kind, its transitions and the write that records it.

use super::*;

pub(super) fn as_globals(vars: &Map<String, Json>) -> Vec<(String, Json)> {
    vars.iter().filter(|(k, _)| is_identifier(k)).map(|(k, v)| (k.clone(), v.clone())).collect()
}

pub(super) fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
}

pub(super) async fn expression(expr: &str, vars: &Map<String, Json>) -> Result<Json> {
    Ok(sandbox::evaluate(expr, as_globals(vars), sandbox::DEFAULT_LIMITS).await?)
}

pub(super) fn truthy(v: &Json) -> bool {
    match v {
        Json::Null => false,
        Json::Bool(b) => *b,
        Json::Number(n) => n.as_f64().is_some_and(|f| f != 0.0),
        Json::String(s) => !s.is_empty(),
        _ => true,
    }
}

pub(super) fn key_text(v: &Json) -> Option<String> {
    match v {
        Json::String(s) if !s.is_empty() => Some(s.clone()),
        Json::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

pub(super) async fn next_step(step: &Step, vars: &Map<String, Json>) -> Result<Option<String>> {
    match &step.next {
        None => Ok(None),
        Some(Next::To(t)) => Ok(Some(t.clone())),
        Some(Next::Branches(branches)) => {
            for b in branches {
                match &b.when {
                    None => return Ok(Some(b.to.clone())),
                    Some(w) if truthy(&expression(w, vars).await?) => return Ok(Some(b.to.clone())),
                    Some(_) => {}
                }
            }
            Err(Error::rule(
                "PROCESS_NO_TRANSITION",
                RuleKind::Unprocessable,
                format!("no transition of step '{}' applies", step.id),
            ))
        }
    }
}

/// The change one step makes to its instance.
pub(super) struct StepWrite {
    pub(super) status: &'static str,
    pub(super) current_step: Option<String>,
    pub(super) waiting_for: Option<&'static str>,
    pub(super) correlation_key: Option<String>,
    pub(super) assignee: Option<String>,
    pub(super) assignee_role: Option<String>,
    pub(super) vars: Map<String, Json>,
    pub(super) error: Option<String>,
    pub(super) history_outcome: &'static str,
    pub(super) history_detail: Option<String>,
    pub(super) notifications: Vec<Json>,
}

/// Writes a step's change if nobody else moved the instance meanwhile.
pub(super) async fn write_step(
    bank: &Bank,
    row: &InstanceRow,
    step: &Step,
    actor: Option<&str>,
    w: StepWrite,
) -> Result<bool> {
    let vars_text = serde_json::to_string(&w.vars)?;
    if vars_text.len() > MAX_VARIABLES_BYTES {
        return Err(Error::rule(
            "PROCESS_VARIABLES_TOO_LARGE",
            RuleKind::Unprocessable,
            format!("process variables exceed {MAX_VARIABLES_BYTES} bytes"),
        ));
    }
    let at = now();
    let done = matches!(w.status, COMPLETED | FAILED | CANCELLED);
    let mut tx = bank.db().begin_write().await?;
    let moved = tx
        .execute(
            "UPDATE process_instances SET status = $1, current_step = $2, waiting_for = $3, correlation_key = $4,
                 assignee = $5, assignee_role = $6, variables = $7, error = $8, version = version + 1,
                 updated_at = $9, completed_at = $10
             WHERE id = $11 AND version = $12",
            args![
                w.status,
                w.current_step.clone(),
                w.waiting_for,
                w.correlation_key.clone(),
                w.assignee.clone(),
                w.assignee_role.clone(),
                &vars_text,
                w.error.clone(),
                at,
                done.then_some(at),
                row.id,
                row.version
            ],
        )
        .await;
    let moved = match moved {
        Ok(n) => n,
        Err(Error::Conflict(_)) => {
            return Err(Error::Conflict(format!(
                "another process instance is already waiting for correlation key '{}'",
                w.correlation_key.unwrap_or_default()
            )));
        }
        Err(e) => return Err(e),
    };
    if moved != 1 {
        tx.rollback().await?;
        return Ok(false);
    }
    tx.execute(
        "INSERT INTO process_history (instance_id, step_id, kind, outcome, detail, actor, occurred_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        args![row.id, &step.id, step.kind.as_str(), w.history_outcome, w.history_detail.clone(), actor, at],
    )
    .await?;
    // Process events go to staff in real time through the database feed, which
    // every `serve` instance relays to its hub connections: a task to its
    // assignee (or role), progress and completion to the process managers.
    for n in &w.notifications {
        let audience = match (n["notificationType"].as_str(), &w.assignee, &w.assignee_role) {
            (Some("TASK_ASSIGNMENT"), Some(user), _) => Audience::User(user.clone()),
            (Some("TASK_ASSIGNMENT"), None, Some(role)) => Audience::Role(role.clone()),
            _ => Audience::Permission(perm::PROCESSES_MANAGE),
        };
        crate::notify::events::publish_in(&mut tx, RECEIVE_NOTIFICATION, &audience, n).await?;
    }
    tx.commit().await?;
    bank.signals().feed.notify_waiters();
    Ok(true)
}

pub(super) struct Context {
    pub(super) def: Definition,
    pub(super) definition_id: i64,
    pub(super) initiator_id: Option<i64>,
}

pub(super) fn notification(
    ctx: &Context,
    row: &InstanceRow,
    kind: &str,
    title: String,
    message: String,
    extra: Json,
) -> Json {
    let mut data = json!({
        "instanceGuid": row.guid,
        "processDefinitionId": ctx.definition_id,
        "processName": ctx.def.name,
        "entityType": row.entity_type,
        "entityId": row.entity_id,
        "initiatedByUserId": ctx.initiator_id,
        "link": format!("/process-instances/{}", row.guid),
    });
    if let (Json::Object(d), Json::Object(e)) = (&mut data, extra) {
        d.extend(e);
    }
    json!({
        "notificationType": kind,
        "title": title,
        "message": message,
        "action": "",
        "priority": "normal",
        "data": data,
        "timestamp": now(),
    })
}

pub(super) async fn user_id(bank: &Bank, username: &str) -> Result<Option<i64>> {
    let mut tx = bank.db().begin_read().await?;
    let id = tx.scalar_optional("SELECT id FROM users WHERE username = $1", args![username]).await?;
    tx.rollback().await?;
    Ok(id)
}

/// Runs automatic steps from the instance's current step until it waits,
/// ends or fails. Commands run as the initiator, each in its own transaction.
pub async fn advance(bank: &Bank, instance_id: i64) -> Result<()> {
    for _ in 0..MAX_STEPS_PER_ADVANCE {
        let (row, def_row) = {
            let mut tx = bank.db().begin_read().await?;
            let row: InstanceRow =
                tx.fetch_one(Sql::assembled(format!("{SELECT_INSTANCE} WHERE id = $1")), args![instance_id]).await?;
            let def = load_definition(&mut tx, row.definition_id).await?;
            tx.rollback().await?;
            (row, def)
        };
        if row.status != RUNNING {
            return Ok(());
        }
        let ctx = Context {
            def: def_row.parsed()?,
            definition_id: def_row.id,
            initiator_id: user_id(bank, &row.initiated_by).await?,
        };
        let step_id = row.current_step.clone().unwrap_or_default();
        let Some(step) = ctx.def.step(&step_id).cloned() else {
            let w = failed(&ctx, &row, row.vars(), format!("the definition has no step '{step_id}'"));
            let phantom = Step { id: step_id, kind: StepKind::End, ..empty_step() };
            write_step(bank, &row, &phantom, None, w).await?;
            return Ok(());
        };
        // Claim the step before running it: of two advancers (a resume and
        // the orphan sweep, say) only the one whose claim lands runs the step,
        // so a command step's effect happens once.
        let Some(row) = claim(bank, row).await? else { return Ok(()) };
        let w = match run_step(bank, &ctx, &row, &step).await {
            Ok(w) => w,
            Err(e) => failed(&ctx, &row, row.vars(), e.public_message()),
        };
        let stop = w.status != RUNNING;
        match write_step(bank, &row, &step, None, w).await {
            Ok(true) => {}
            // Someone else moved the instance (a cancel): stop here.
            Ok(false) => return Ok(()),
            Err(e) => {
                let w = failed(&ctx, &row, row.vars(), e.public_message());
                write_step(bank, &row, &step, None, w).await?;
                return Ok(());
            }
        }
        if stop {
            return Ok(());
        }
    }
    Err(Error::rule(
        "PROCESS_LOOP",
        RuleKind::Unprocessable,
        format!("the process took more than {MAX_STEPS_PER_ADVANCE} steps at once"),
    ))
}

/// Moves the instance's version on in a committed transaction of its own;
/// None when another advancer moved it first.
pub(super) async fn claim(bank: &Bank, mut row: InstanceRow) -> Result<Option<InstanceRow>> {
    let mut tx = bank.db().begin_write().await?;
    let claimed = tx
        .execute(
            "UPDATE process_instances SET version = version + 1, updated_at = $1
             WHERE id = $2 AND version = $3 AND status = $4",
            args![now(), row.id, row.version, RUNNING],
        )
        .await?;
    tx.commit().await?;
    row.version += 1;
    Ok((claimed == 1).then_some(row))
}

pub(super) fn empty_step() -> Step {
    Step {
        id: String::new(),
        kind: StepKind::End,
        name: None,
        next: None,
        command_name: None,
        data: None,
        data_expression: None,
        code: None,
        result_variable: None,
        assignee: None,
        role: None,
        correlation_key: None,
        title: None,
        message: None,
        status: None,
    }
}

pub(super) fn failed(ctx: &Context, row: &InstanceRow, vars: Map<String, Json>, error: String) -> StepWrite {
    let n = notification(
        ctx,
        row,
        "PROCESS_COMPLETION",
        format!("{} failed", ctx.def.name),
        error.clone(),
        json!({"status": FAILED}),
    );
    StepWrite {
        status: FAILED,
        current_step: row.current_step.clone(),
        waiting_for: None,
        correlation_key: None,
        assignee: None,
        assignee_role: None,
        vars,
        error: Some(error.clone()),
        history_outcome: "FAILED",
        history_detail: Some(error),
        notifications: vec![n],
    }
}

pub(super) fn moving_on(
    row: &InstanceRow,
    vars: Map<String, Json>,
    to: Option<String>,
    outcome: &'static str,
    detail: Option<String>,
) -> StepWrite {
    StepWrite {
        status: RUNNING,
        current_step: to.or(row.current_step.clone()),
        waiting_for: None,
        correlation_key: None,
        assignee: None,
        assignee_role: None,
        vars,
        error: None,
        history_outcome: outcome,
        history_detail: detail,
        notifications: vec![],
    }
}

pub(super) async fn run_step(bank: &Bank, ctx: &Context, row: &InstanceRow, step: &Step) -> Result<StepWrite> {
    let vars = row.vars();
    match step.kind {
        StepKind::Code => code_step(row, step, vars).await,
        StepKind::Command => command_step(bank, row, step, vars).await,
        StepKind::Notification => notification_step(ctx, row, step, vars).await,
        StepKind::UserTask => user_task_step(bank, ctx, row, step, vars).await,
        StepKind::Callback => callback_step(step, vars).await,
        StepKind::End => Ok(end_step(ctx, row, step, vars)),
    }
}

/// Where a step's value goes: its `resultVariable`, else its id.
fn result_name(step: &Step) -> String {
    step.result_variable.clone().unwrap_or_else(|| step.id.clone())
}

async fn code_step(row: &InstanceRow, step: &Step, mut vars: Map<String, Json>) -> Result<StepWrite> {
    let value = expression(step.code.as_deref().unwrap_or_default(), &vars).await?;
    vars.insert(result_name(step), value);
    let to = next_step(step, &vars).await?;
    Ok(moving_on(row, vars, to, "DONE", None))
}

async fn command_step(bank: &Bank, row: &InstanceRow, step: &Step, mut vars: Map<String, Json>) -> Result<StepWrite> {
    let mut data = step.data.clone().unwrap_or_default();
    if let Some(e) = &step.data_expression {
        match expression(e, &vars).await? {
            Json::Object(extra) => data.extend(extra),
            Json::Null => {}
            _ => {
                return Err(Error::rule(
                    "PROCESS_STEP",
                    RuleKind::Unprocessable,
                    format!("dataExpression of '{}' is not an object", step.id),
                ));
            }
        }
    }
    let name = step.command_name.clone().unwrap_or_default();
    let actor = bank.actor(&row.initiated_by).await.map_err(|_| {
        super::super::configuration(format!("the process initiator '{}' is unknown or disabled", row.initiated_by))
    })?;
    let origin = Origin {
        ip_address: None,
        user_agent: Some(format!("process {}", row.guid)),
        tenant_id: None,
        trusted_local: false,
        request_id: None,
    };
    let reply = bank.execute_json(&name, &actor, &origin, Json::Object(data)).await?;
    vars.insert(result_name(step), reply.data);
    let to = next_step(step, &vars).await?;
    Ok(moving_on(row, vars, to, "DONE", Some(format!("ran {name}"))))
}

async fn notification_step(
    ctx: &Context,
    row: &InstanceRow,
    step: &Step,
    vars: Map<String, Json>,
) -> Result<StepWrite> {
    let n = notification(
        ctx,
        row,
        "PROCESS_PROGRESS_UPDATE",
        step.title.clone().unwrap_or_default(),
        step.message.clone().unwrap_or_default(),
        json!({"currentTaskId": step.id, "currentTaskName": step.name.clone().unwrap_or_else(|| step.id.clone())}),
    );
    let to = next_step(step, &vars).await?;
    let mut w = moving_on(row, vars, to, "NOTIFIED", step.title.clone());
    w.notifications.push(n);
    Ok(w)
}

async fn user_task_step(
    bank: &Bank,
    ctx: &Context,
    row: &InstanceRow,
    step: &Step,
    vars: Map<String, Json>,
) -> Result<StepWrite> {
    let assignee_id = match &step.assignee {
        Some(a) => user_id(bank, a).await?,
        None => None,
    };
    let name = step.name.clone().unwrap_or_else(|| step.id.clone());
    let n = notification(
        ctx,
        row,
        "TASK_ASSIGNMENT",
        format!("Task: {name}"),
        format!("{} is waiting for you", ctx.def.name),
        json!({"taskId": step.id, "taskName": name, "userId": assignee_id, "role": step.role}),
    );
    Ok(StepWrite {
        status: WAITING,
        current_step: Some(step.id.clone()),
        waiting_for: Some("USER_TASK"),
        correlation_key: None,
        assignee: step.assignee.clone(),
        assignee_role: step.role.clone(),
        vars,
        error: None,
        history_outcome: "WAITING",
        history_detail: Some(format!(
            "assigned to {}",
            step.assignee.clone().or(step.role.clone()).unwrap_or_default()
        )),
        notifications: vec![n],
    })
}

async fn callback_step(step: &Step, vars: Map<String, Json>) -> Result<StepWrite> {
    let key = expression(step.correlation_key.as_deref().unwrap_or_default(), &vars).await?;
    let key = key_text(&key).ok_or_else(|| {
        Error::rule("PROCESS_STEP", RuleKind::Unprocessable, format!("the correlation key of '{}' is empty", step.id))
    })?;
    Ok(StepWrite {
        status: WAITING,
        current_step: Some(step.id.clone()),
        waiting_for: Some("CALLBACK"),
        correlation_key: Some(key.clone()),
        assignee: None,
        assignee_role: None,
        vars,
        error: None,
        history_outcome: "WAITING",
        history_detail: Some(format!("correlation key {key}")),
        notifications: vec![],
    })
}

fn end_step(ctx: &Context, row: &InstanceRow, step: &Step, vars: Map<String, Json>) -> StepWrite {
    let status = if step.status.as_deref() == Some(FAILED) { FAILED } else { COMPLETED };
    let n = notification(
        ctx,
        row,
        "PROCESS_COMPLETION",
        format!("{} {}", ctx.def.name, status.to_lowercase()),
        format!("The process ended at step {}", step.id),
        json!({"status": status}),
    );
    StepWrite {
        status,
        current_step: Some(step.id.clone()),
        waiting_for: None,
        correlation_key: None,
        assignee: None,
        assignee_role: None,
        vars,
        error: None,
        history_outcome: status,
        history_detail: None,
        notifications: vec![n],
    }
}
