//! Wire formats: the command envelopes the spec accepts and the response
//! families (A, B, C, D) it answers with. The one place where a core [`Error`]
//! becomes an area's error body and HTTP status.

use serde_json::{Map, Value, json};

use crate::error::{Error, Result, RuleKind};

pub use crate::command::Area;

/// A command endpoint of the spec.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Endpoint {
    /// `POST /api/bpm/cmd`
    Bpm,
    /// `POST /api/core/cmd`
    Core,
    /// `POST /api/v1/execute`
    Execute,
    /// `POST /api/bpm/selfservice/cmd`
    SelfService,
    /// `POST /api/bpm/cmd/{name}`
    Transaction,
}

impl Area {
    /// The keys of its success envelope, for people reading a command list.
    pub fn envelope_keys(self) -> &'static str {
        match self {
            Area::Branch | Area::Cheque | Area::Execute | Area::SelfService => {
                "isSuccessful, statusCode, message, data"
            }
            Area::Core => "IsSuccessful, StatusCode, Message, Data",
            Area::Transaction => "isSuccessful, message, data",
            Area::TransactionCoded => "success, code, message, data",
            Area::Till | Area::Referral => "success, message, data",
            Area::Activity => "Status, Message, Data",
            Area::ActivityRest => "(the page itself)",
        }
    }

    pub fn endpoint(self) -> Option<Endpoint> {
        Some(match self {
            Area::Branch | Area::Till | Area::Referral | Area::Cheque => Endpoint::Bpm,
            Area::Core | Area::Activity => Endpoint::Core,
            Area::Execute => Endpoint::Execute,
            Area::SelfService => Endpoint::SelfService,
            Area::Transaction | Area::TransactionCoded => Endpoint::Transaction,
            Area::ActivityRest => return None,
        })
    }
}

/// Which key named the command; `/api/bpm/cmd` answers unknown commands in the
/// family of the area that uses that key (tills and referrals: B; branch: A).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKey {
    CommandName,
    Cmd,
    CommandType,
    Type,
    Path,
}

impl Endpoint {
    /// Whether a command of `area` is served here. The product's pages send
    /// commands to any of the staff endpoints (process commands to
    /// `/api/core/cmd`, cheque operations as bare bodies to their path), so
    /// each of them serves every command (a customer's commands still need a
    /// customer's token); the mobile endpoint, with its own headers, serves
    /// only its own.
    pub fn serves(self, area: Area) -> bool {
        match (self, area.endpoint()) {
            (_, None) => false,
            (Endpoint::SelfService, Some(home)) => home == Endpoint::SelfService,
            (_, Some(_)) => true,
        }
    }

    /// The area that answers on this endpoint before a command is identified.
    pub fn fallback_area(self, key: Option<NameKey>) -> Area {
        match (self, key) {
            (Endpoint::Bpm, Some(NameKey::Cmd | NameKey::CommandType | NameKey::Type)) => Area::Till,
            (Endpoint::Bpm, _) => Area::Branch,
            (Endpoint::Core, _) => Area::Core,
            (Endpoint::Execute, _) => Area::Execute,
            (Endpoint::SelfService, _) => Area::SelfService,
            (Endpoint::Transaction, _) => Area::Transaction,
        }
    }
}

/// A request read from its envelope.
#[derive(Debug, PartialEq)]
pub struct Envelope {
    pub name: String,
    pub key: NameKey,
    pub data: Value,
}

const NAME_KEYS: &[(&str, NameKey)] = &[
    ("commandName", NameKey::CommandName),
    ("CommandName", NameKey::CommandName),
    ("cmd", NameKey::Cmd),
    ("Cmd", NameKey::Cmd),
    ("commandType", NameKey::CommandType),
    ("$type", NameKey::Type),
];
const MAX_NAME_CHARS: usize = 128;

/// Reads any envelope variant of the transport table: `{Cmd, Data}`,
/// `{cmd, data}`, `{commandName, data}`, `{commandType, data}`, a flat object
/// with `$type`, and `data` given as an object or as a string holding JSON.
/// The name comes from exactly one key: a flat `$type` body's other keys are
/// all data (a webhook config's `commandName` field among them); any other
/// body with two name keys, both `data` and `Data`, or a key beside them is
/// refused rather than guessed at.
pub fn parse_envelope(body: &[u8]) -> Result<Envelope> {
    let value = crate::json::parse(body).map_err(|e| Error::Malformed(format!("the body is not valid JSON: {e}")))?;
    let Value::Object(mut object) = value else {
        return Err(Error::Malformed("the body must be a JSON object".into()));
    };
    let (field, key) = name_key(&object)?;
    let name = match object.remove(field) {
        Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= MAX_NAME_CHARS => s,
        _ => {
            return Err(Error::Malformed(format!(
                "'{field}' must be a non-empty command name of at most {MAX_NAME_CHARS} characters"
            )));
        }
    };
    if key == NameKey::Type {
        return Ok(Envelope { name, key, data: Value::Object(object) });
    }
    if object.contains_key("data") && object.contains_key("Data") {
        return Err(Error::Malformed("the body has both 'data' and 'Data'; send one".into()));
    }
    let data = object.remove("data").or_else(|| object.remove("Data"));
    if let Some(extra) = object.keys().next() {
        return Err(Error::Malformed(format!(
            "'{extra}' is not an envelope field: put the command's fields in '{}'",
            if field == "Cmd" { "Data" } else { "data" }
        )));
    }
    let data = match data {
        None | Some(Value::Null) => Value::Object(Map::new()),
        Some(Value::String(text)) => crate::json::parse(text.as_bytes())
            .map_err(|e| Error::Malformed(format!("'data' is a string but does not hold valid JSON: {e}")))?,
        Some(other) => other,
    };
    Ok(Envelope { name, key, data })
}

/// The one key that names the command.
fn name_key(object: &Map<String, Value>) -> Result<(&'static str, NameKey)> {
    if object.contains_key("$type") {
        return Ok(("$type", NameKey::Type));
    }
    let mut present = NAME_KEYS.iter().filter(|(k, _)| object.contains_key(*k));
    match (present.next(), present.next()) {
        (Some(&found), None) => Ok(found),
        (Some((first, _)), Some((second, _))) => Err(Error::Malformed(format!(
            "the body names its command twice ('{first}' and '{second}'); send exactly one"
        ))),
        (None, _) => Err(Error::Malformed(
            "the body names no command (expected one of commandName, cmd, Cmd, commandType, $type)".into(),
        )),
    }
}

/// The success body of `area` around a command's reply.
pub fn reply(area: Area, message: &str, reply: crate::command::Reply) -> Value {
    let mut body = success(area, message, reply.data);
    if let Value::Object(map) = &mut body {
        map.extend(reply.extras);
    }
    body
}

/// The success body of `area` around `data`.
pub fn success(area: Area, message: &str, data: Value) -> Value {
    match area {
        Area::Branch | Area::Cheque | Area::Execute | Area::SelfService => {
            json!({"isSuccessful": true, "statusCode": "00", "message": message, "data": data})
        }
        Area::Core => json!({"IsSuccessful": true, "StatusCode": "00", "Message": message, "Data": data}),
        Area::Transaction => json!({"isSuccessful": true, "message": message, "data": data}),
        Area::TransactionCoded => json!({"success": true, "message": message, "code": "SUCCESS", "data": data}),
        Area::Till | Area::Referral => json!({"success": true, "message": message, "data": data}),
        Area::Activity => json!({"Status": "00", "Message": message, "Data": data}),
        Area::ActivityRest => data,
    }
}

/// The HTTP status that fits `error` in every area: the one table of it.
pub fn http_status(error: &Error) -> u16 {
    match error.kind() {
        RuleKind::Refused => 400,
        RuleKind::Unauthenticated => 401,
        RuleKind::Forbidden => 403,
        RuleKind::NotFound => 404,
        RuleKind::Conflict => 409,
        RuleKind::TooLarge => 413,
        RuleKind::Unprocessable => 422,
        RuleKind::RateLimited => 429,
        RuleKind::Internal => 500,
        RuleKind::Unavailable => 503,
    }
}

/// The HTTP status and error body of `area` for `error`.
pub fn failure(area: Area, error: &Error) -> (u16, Value) {
    let status = http_status(error);
    let message = error.public_message();
    let body = match area {
        Area::Branch => {
            let mut body = json!({
                "isSuccessful": false,
                "statusCode": format!("CBS_{status}"),
                "message": message,
                "data": null,
            });
            if let Some(errors) = field_errors(error) {
                body["errors"] = errors;
            }
            body
        }
        Area::Cheque => {
            json!({"isSuccessful": false, "statusCode": crate::cheque::cheque_code(error), "message": message, "data": null})
        }
        Area::Execute => {
            json!({"isSuccessful": false, "statusCode": status.to_string(), "message": message, "data": null, "errors": field_errors(error)})
        }
        // Self-service adds the stable code (e.g. DEVICE_NOT_VERIFIED) for the app to branch on.
        Area::SelfService => json!({
            "isSuccessful": false,
            "statusCode": status.to_string(),
            "code": error.code(),
            "message": message,
            "data": null,
            "errors": field_errors(error),
        }),
        Area::Core => json!({"IsSuccessful": false, "StatusCode": core_code(error), "Message": message, "Data": null}),
        Area::Transaction => json!({"isSuccessful": false, "message": message, "errors": transaction_errors(error)}),
        Area::TransactionCoded => {
            let mut body = json!({"success": false, "message": message, "code": coded_transaction_code(error)});
            if let Some(errors) = field_errors(error) {
                body["errors"] = errors;
            }
            body
        }
        Area::Till | Area::Referral => {
            json!({"success": false, "message": message, "data": null, "errors": error_strings(error)})
        }
        Area::Activity => json!({"Status": if status >= 500 { "99" } else { "96" }, "Message": message, "Data": null}),
        Area::ActivityRest => json!({"statusCode": status, "message": message, "timestamp": crate::store::now()}),
    };
    (status, body)
}

fn field_errors(error: &Error) -> Option<Value> {
    match error {
        Error::Validation(errors) => Some(json!(errors)),
        _ => None,
    }
}

fn error_strings(error: &Error) -> Vec<String> {
    match error {
        Error::Validation(errors) => {
            errors.iter().flat_map(|(field, messages)| messages.iter().map(move |m| format!("{field}: {m}"))).collect()
        }
        other => vec![other.public_message()],
    }
}

fn core_code(error: &Error) -> &'static str {
    match error {
        Error::NotFound { .. } => "02",
        Error::Conflict(_) => "03",
        Error::AlreadyExists { .. } | Error::InsufficientFunds { .. } => "01",
        Error::Unauthenticated(_) => "401",
        Error::Forbidden(_) => "403",
        Error::Internal(_) | Error::Schema(_) | Error::Config(_) | Error::Busy | Error::Unavailable(_) => "99",
        _ => "01",
    }
}

/// The developer pages' code for `error`: a decision on a transaction that is
/// no longer PENDING is their `INVALID_STATE_TRANSITION`.
fn coded_transaction_code(error: &Error) -> &'static str {
    match error.code() {
        "TRANSACTION_NOT_PENDING" => "INVALID_STATE_TRANSITION",
        "MALFORMED_REQUEST" | "VALIDATION_FAILED" => "VALIDATION_ERROR",
        code => code,
    }
}

/// Universal-transaction error items: `{code, message, ...}`, one per invalid field.
fn transaction_errors(error: &Error) -> Vec<Value> {
    match error {
        Error::Validation(fields) => fields
            .iter()
            .flat_map(|(field, messages)| {
                messages.iter().map(
                    move |m| json!({"code": "VALIDATION_ERROR", "field": field, "message": format!("{field}: {m}")}),
                )
            })
            .collect(),
        Error::Rule { code, message, details, .. } => {
            let mut item = details.clone();
            item.insert("code".into(), json!(code));
            item.insert("message".into(), json!(message));
            vec![Value::Object(item)]
        }
        other => {
            let code = match other {
                Error::NotFound { entity: "transaction", .. } => "TRANSACTION_NOT_FOUND",
                Error::Malformed(_) => "VALIDATION_ERROR",
                Error::Forbidden(_) => "INSUFFICIENT_PERMISSIONS",
                Error::InsufficientFunds { .. } => "INSUFFICIENT_BALANCE",
                other => other.code(),
            };
            vec![json!({"code": code, "message": other.public_message()})]
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(body: Value) -> Envelope {
        parse_envelope(body.to_string().as_bytes()).expect("envelope")
    }

    #[test]
    fn every_envelope_variant_reads_the_same_request() {
        let expected = json!({"id": 1});
        for body in [
            json!({"commandName": "X", "data": {"id": 1}}),
            json!({"cmd": "X", "data": {"id": 1}}),
            json!({"Cmd": "X", "Data": {"id": 1}}),
            json!({"commandType": "X", "data": {"id": 1}}),
            json!({"$type": "X", "id": 1}),
            json!({"cmd": "X", "data": "{\"id\": 1}"}),
        ] {
            let envelope = parse(body.clone());
            assert_eq!(envelope.name, "X", "{body}");
            assert_eq!(envelope.data, expected, "{body}");
        }
        assert_eq!(parse(json!({"cmd": "X"})).data, json!({}));
    }

    #[test]
    fn a_flat_body_takes_its_name_from_type_alone() {
        let envelope = parse(json!({"$type": "CreateWebhookCommand", "commandName": "StartProcess", "cmd": "x"}));
        assert_eq!(envelope.name, "CreateWebhookCommand");
        assert_eq!(envelope.data, json!({"commandName": "StartProcess", "cmd": "x"}));
    }

    #[test]
    fn malformed_envelopes_are_named() {
        for (body, needle) in [
            ("{", "not valid JSON"),
            ("[1]", "JSON object"),
            ("{\"data\": {}}", "names no command"),
            ("{\"cmd\": 5}", "non-empty command name"),
            ("{\"cmd\": \"X\", \"data\": \"{oops\"}", "does not hold valid JSON"),
            ("{\"Cmd\": \"X\", \"Cmd\": \"Y\"}", "'Cmd' is given twice"),
            ("{\"Cmd\": \"X\", \"commandName\": \"Y\"}", "names its command twice"),
            ("{\"cmd\": \"X\", \"Cmd\": \"X\"}", "names its command twice"),
            ("{\"cmd\": \"X\", \"data\": {}, \"Data\": {}}", "both 'data' and 'Data'"),
            ("{\"cmd\": \"X\", \"amount\": 5}", "'amount' is not an envelope field"),
            ("{\"cmd\": \"X\", \"data\": \"{\\\"a\\\": 1, \\\"a\\\": 2}\"}", "'a' is given twice"),
        ] {
            let err = parse_envelope(body.as_bytes()).expect_err(body);
            assert!(err.to_string().contains(needle), "{body}: {err}");
        }
    }

    #[test]
    fn cheque_errors_carry_the_spec_codes() {
        let stale = Error::rule(crate::cheque::STALE, RuleKind::Refused, "old");
        assert_eq!(failure(Area::Cheque, &stale).1["statusCode"], "14");
        assert_eq!(failure(Area::Cheque, &Error::invalid("amount", "is required")).1["statusCode"], "12");
        let funds = Error::InsufficientFunds { account: "1".into(), available_minor: 0, required_minor: 1 };
        assert_eq!(failure(Area::Cheque, &funds).1["statusCode"], "34");
        assert_eq!(failure(Area::Cheque, &Error::Internal("x".into())).1["statusCode"], "91");
        assert_eq!(
            failure(Area::Cheque, &Error::rule("CUSTOMER_ACCOUNT_CLOSED", RuleKind::Refused, "x")).1["statusCode"],
            "05"
        );
    }

    #[test]
    fn coded_transaction_errors_carry_the_developer_codes() {
        let settled = Error::rule("TRANSACTION_NOT_PENDING", RuleKind::Refused, "settled");
        let (status, body) = failure(Area::TransactionCoded, &settled);
        assert_eq!(
            (status, body["success"].as_bool(), body["code"].as_str()),
            (400, Some(false), Some("INVALID_STATE_TRANSITION"))
        );
        assert!(body.get("data").is_none(), "{body}");
        let missing = Error::rule("TRANSACTION_NOT_FOUND", RuleKind::NotFound, "x");
        assert_eq!(
            failure(Area::TransactionCoded, &missing),
            (404, json!({"success": false, "message": "x", "code": "TRANSACTION_NOT_FOUND"}))
        );
        let ok = success(Area::TransactionCoded, "done", json!({"a": 1}));
        assert_eq!(ok, json!({"success": true, "message": "done", "code": "SUCCESS", "data": {"a": 1}}));
    }

    #[test]
    fn branch_validation_carries_the_errors_map() {
        let (status, body) = failure(Area::Branch, &Error::invalid("key", "is required"));
        assert_eq!(status, 400);
        assert_eq!(body["statusCode"], "CBS_400");
        assert_eq!(body["errors"]["key"][0], "is required");
    }
}
