//! A job's `contextLoader`: the product's "command loader" form
//! `{"cmd": "SomeQuery", "context": {...}}`. Before each run the loader's
//! command runs as the job's run-as user, with that user's permissions, and
//! the fields of its answer's `data` (an object) become the job's context,
//! with the job's own `context` (payload) fields laid over them: the job's
//! own values win. The "entity loader" form `{entity, id}` is refused.

use super::*;

/// The command a job runs first to load its context, and that command's data.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq)]
pub struct ContextLoader {
    pub cmd: String,
    #[serde(default, skip_serializing_if = "Map::is_empty")]
    pub context: Map<String, Json>,
}

const FIELD: &str = "contextLoader";
const FORM: &str = "the command loader form {\"cmd\": \"SomeQuery\", \"context\": {...}}";

/// What a request's `contextLoader` asks for: unchanged (absent), removed
/// (`""`), or this loader. Problems go to `c`.
pub(super) fn parse_loader(c: &mut Checks, value: Option<&Json>) -> Option<Option<ContextLoader>> {
    let value = value?;
    if value.as_str().is_some_and(|s| s.trim().is_empty()) {
        return Some(None);
    }
    let Some(fields) = crate::json::object_or_text(value) else {
        c.add(FIELD, format!("must be {FORM}, as an object or a string holding one"));
        return Some(None);
    };
    if fields.contains_key("entity") {
        c.add(FIELD, format!("the entity loader form {{\"entity\", \"id\"}} is not supported; use {FORM}"));
        return Some(None);
    }
    if let Some(unknown) = fields.keys().find(|k| !matches!(k.as_str(), "cmd" | "context")) {
        c.add(FIELD, format!("unknown field `{unknown}`: {FORM} takes only `cmd` and `context`"));
        return Some(None);
    }
    let cmd = match fields.get("cmd").and_then(Json::as_str).map(str::trim) {
        Some(cmd) if !cmd.is_empty() && cmd.len() <= 100 => cmd.to_owned(),
        _ => {
            c.add(FIELD, format!("`cmd` is required: the command to run (in {FORM})"));
            return Some(None);
        }
    };
    let context = match fields.get("context") {
        None | Some(Json::Null) => Map::new(),
        Some(v) => match crate::json::object_or_text(v) {
            Some(map) => map,
            None => {
                c.add(FIELD, "`context` must be a JSON object, or a string holding one");
                return Some(None);
            }
        },
    };
    Some(Some(ContextLoader { cmd, context }))
}

/// The loader as stored (JSON text).
pub(super) fn loader_text(loader: Option<&ContextLoader>) -> Result<Option<String>> {
    Ok(match loader {
        Some(l) => Some(serde_json::to_string(l)?),
        None => None,
    })
}

/// The loader's command must exist (checked when the job is saved).
pub(super) fn check_loader(bank: &Bank, loader: Option<&ContextLoader>) -> Result<()> {
    match loader {
        Some(l) if bank.catalogue().get(&l.cmd).is_none() => {
            Err(Error::invalid(FIELD, format!("'{}' is not a registered command", l.cmd)))
        }
        _ => Ok(()),
    }
}

/// Runs the loader as the job's run-as user and lays the job's own payload
/// over the fields of its answer. Fails when the answer's data is not an object.
pub(super) async fn load_context(bank: &Bank, job: &JobRow, loader: &ContextLoader, payload: Json) -> Result<Json> {
    let actor = engine::run_as(bank, &job.plan()).await?;
    let reply = bank
        .execute_json(&loader.cmd, &actor, &job_origin(), Json::Object(loader.context.clone()))
        .await
        .map_err(|e| match e {
            Error::Rule { code, kind, message, details } => {
                Error::Rule { code, kind, message: format!("context loader {}: {message}", loader.cmd), details }
            }
            other => Error::rule(
                other.code(),
                other.kind(),
                format!("context loader {}: {}", loader.cmd, other.public_message()),
            ),
        })?;
    let Json::Object(mut context) = reply.data else {
        return Err(engine::configuration(format!(
            "context loader {}: its answer's data is not a JSON object (a list?); load one record",
            loader.cmd
        )));
    };
    if let Json::Object(own) = payload {
        context.extend(own);
    }
    Ok(Json::Object(context))
}
