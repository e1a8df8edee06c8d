//! The OpenAPI 3.1 document of the HTTP interface, generated from the command
//! catalogue: one operation and one request schema per command name (aliases
//! included, each marked with the command it runs), the answer envelope of
//! its family, the error statuses, and the bearer scheme. Served at
//! `GET /openapi.json` and printed by `bank openapi`.

use serde_json::{Map, Value, json};

use crate::command::{Area, Catalogue, Entry, Reply};
use crate::error::Error;
use crate::wire;

/// Error statuses every command may answer, with what each means.
const ERRORS: &[(u16, &str)] = &[
    (400, "malformed body, unknown or invalid fields (named), unknown command"),
    (401, "missing, invalid, expired or revoked token"),
    (403, "the caller lacks the command's permission"),
    (404, "an entity the request names does not exist"),
    (409, "the entity's state does not allow it"),
    (413, "the body is over the limit"),
    (422, "a business rule refused it"),
    (429, "too many attempts; see Retry-After"),
    (500, "internal error (logged; answered without detail)"),
    (503, "the database is busy or unreachable; retry after Retry-After"),
];

/// The document for `catalogue`; `keyed` names the commands that take an idempotency key.
pub fn document(catalogue: &Catalogue, keyed: &[&str]) -> Value {
    let mut paths = Map::new();
    let mut schemas = Map::new();
    for entry in catalogue.entries().filter(|e| e.area.endpoint().is_some()) {
        schemas.insert(entry.name.to_owned(), request_schema(entry));
        let path = if entry.area == Area::SelfService { "/api/bpm/selfservice/cmd" } else { "/api/bpm/cmd" };
        paths.insert(
            format!("{path}/{}", entry.name),
            json!({"post": operation(entry, keyed.contains(&entry.command))}),
        );
    }
    for area in FAMILIES {
        schemas.insert(family_name(*area, "Success"), shape(&wire::reply(*area, "", empty_reply())));
        let errors = sample_errors().iter().map(|e| wire::failure(*area, e).1).collect::<Vec<_>>();
        schemas.insert(family_name(*area, "Error"), shape_of_all(&errors));
    }
    schemas.insert("Envelope".into(), envelope_schema());
    for path in ["/api/bpm/cmd", "/api/core/cmd", "/api/v1/execute"] {
        paths.insert(path.into(), json!({"post": envelope_operation()}));
    }
    json!({
        "openapi": "3.1.0",
        "info": {
            "title": "bank",
            "version": env!("CARGO_PKG_VERSION"),
            "description": "Core-banking back office. Every staff command is served on /api/bpm/cmd, \
                /api/core/cmd and /api/v1/execute in any envelope (Envelope), and as a bare body at \
                /api/bpm/cmd/{Name} (one operation per command below). Unknown fields are refused (400).",
        },
        "security": [{"bearer": []}],
        "paths": paths,
        "components": {
            "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}},
            "schemas": schemas,
        },
    })
}

const FAMILIES: &[Area] = &[
    Area::Branch,
    Area::Till,
    Area::Referral,
    Area::Cheque,
    Area::Core,
    Area::Activity,
    Area::Execute,
    Area::SelfService,
    Area::Transaction,
    Area::TransactionCoded,
];

fn empty_reply() -> Reply {
    Reply { data: json!({}), extras: Map::new() }
}

fn family_name(area: Area, outcome: &str) -> String {
    format!("{area:?}{outcome}")
}

/// One error of each shape a family answers with (field errors, a bare
/// message, a business rule with its code and details).
fn sample_errors() -> [Error; 4] {
    [
        Error::invalid("field", "m"),
        Error::Malformed("m".into()),
        Error::not_found("entity", 1),
        Error::rule("CODE", crate::error::RuleKind::Conflict, "m"),
    ]
}

/// A schema with the keys of `example`, each of its JSON type.
fn shape(example: &Value) -> Value {
    shape_of_all(std::slice::from_ref(example))
}

/// A schema for every one of `examples`: each key any of them has, typed as
/// the first that has it; required only where all have it.
fn shape_of_all(examples: &[Value]) -> Value {
    let objects: Vec<&Map<String, Value>> = examples.iter().filter_map(Value::as_object).collect();
    let mut properties = Map::new();
    for (key, value) in objects.iter().flat_map(|o| o.iter()) {
        properties.entry(key.clone()).or_insert_with(|| match value {
            Value::Bool(_) => json!({"type": "boolean"}),
            Value::String(_) => json!({"type": "string"}),
            Value::Number(_) => json!({"type": "number"}),
            Value::Array(_) => json!({"type": "array"}),
            _ => json!({}),
        });
    }
    let required: Vec<&String> = properties.keys().filter(|k| objects.iter().all(|o| o.contains_key(*k))).collect();
    json!({"type": "object", "properties": properties, "required": required})
}

/// The command's fields by name, typed as its reader reads them, with the
/// required ones and the longest text each takes as its rules check them;
/// unknown fields refused, documented aliases listed.
fn request_schema(entry: &Entry) -> Value {
    let mut properties: Map<String, Value> =
        (entry.field_schemas)().into_iter().map(|(field, schema)| (field.to_owned(), schema)).collect();
    let aliases: Vec<&(&str, &str)> =
        entry.field_aliases.iter().chain(entry.alias.map_or(&[][..], |a| a.fields)).collect();
    for (field, schema) in properties.iter_mut() {
        if schema.as_object().is_some_and(|o| o.is_empty()) {
            *schema = json!({"description": "any JSON value, kept as given"});
        }
        if schema["type"] == "string"
            && let Some(max) = longest_text(entry, field)
            && let Some(object) = schema.as_object_mut()
        {
            object.insert("maxLength".into(), json!(max));
        }
    }
    // A field with a documented other name may come under either, so neither is required.
    let required: Vec<String> = rules(entry, json!({}))
        .into_iter()
        .filter(|(field, messages)| messages.iter().any(|m| m == "is required") && properties.contains_key(field))
        .filter(|(field, _)| !aliases.iter().any(|(_, ours)| ours == field))
        .map(|(field, _)| field)
        .collect();
    for (documented, ours) in aliases {
        let mut schema = properties.get(*ours).cloned().unwrap_or_else(|| json!({}));
        if let Some(object) = schema.as_object_mut() {
            object.insert("description".into(), json!(format!("documented alias of `{ours}`")));
        }
        properties.insert((*documented).to_owned(), schema);
    }
    json!({"type": "object", "properties": properties, "required": required, "additionalProperties": false})
}

/// The field errors the command's rules give `data` (none when it passes or is not read).
fn rules(entry: &Entry, data: Value) -> crate::error::FieldErrors {
    match (entry.validate)(data, entry.alias) {
        Err(crate::error::Error::Validation(fields)) => fields,
        _ => crate::error::FieldErrors::new(),
    }
}

/// The longest text `field` takes, as its rule says when given a longer one.
fn longest_text(entry: &Entry, field: &str) -> Option<u64> {
    const PROBE_CHARS: usize = 100_000;
    let mut data = Map::new();
    data.insert(field.to_owned(), json!("a".repeat(PROBE_CHARS)));
    rules(entry, Value::Object(data)).get(field)?.iter().find_map(|m| crate::validate::limit_named(m))
}

fn operation(entry: &Entry, keyed: bool) -> Value {
    let mut responses = Map::new();
    let success = format!("#/components/schemas/{}", family_name(entry.area, "Success"));
    responses.insert("200".into(), json!({"description": entry.message, "content": json_content(&success)}));
    let error = format!("#/components/schemas/{}", family_name(entry.area, "Error"));
    for (status, meaning) in ERRORS {
        responses.insert(status.to_string(), json!({"description": meaning, "content": json_content(&error)}));
    }
    let mut parameters =
        vec![json!({"name": "X-Tenant-Id", "in": "header", "required": false, "schema": {"type": "string"}})];
    if keyed {
        parameters.push(json!({
            "name": "Idempotency-Key", "in": "header", "required": false, "schema": {"type": "string", "maxLength": 100},
            "description": "One request per key: the same request again answers as the first did; a different one under the same key is refused (409)."
        }));
    }
    let summary = if entry.name == entry.command {
        entry.name.to_owned()
    } else {
        format!("{} (documented alias of {})", entry.name, entry.command)
    };
    json!({
        "operationId": entry.name,
        "summary": summary,
        "parameters": parameters,
        "requestBody": {"required": true, "content": json_content(&format!("#/components/schemas/{}", entry.name))},
        "responses": responses,
    })
}

fn json_content(reference: &str) -> Value {
    json!({"application/json": {"schema": {"$ref": reference}}})
}

/// The envelope forms every staff endpoint reads.
fn envelope_schema() -> Value {
    let data = json!({"oneOf": [{"type": "object"}, {"type": "string", "description": "JSON text of the object"}]});
    let keyed = |name: &str, data_key: &str| {
        json!({"type": "object", "required": [name], "additionalProperties": false,
               "properties": {name: {"type": "string", "maxLength": 128}, data_key: data}})
    };
    json!({"oneOf": [
        keyed("commandName", "data"),
        keyed("cmd", "data"),
        keyed("Cmd", "Data"),
        keyed("commandType", "data"),
        {"type": "object", "required": ["$type"], "properties": {"$type": {"type": "string"}},
         "description": "flat: the command's fields beside $type"},
    ]})
}

fn envelope_operation() -> Value {
    // The answer's family is the named command's: see its own operation for the shapes.
    let mut responses = Map::new();
    responses.insert("200".into(), json!({"description": "the command's answer in its family's envelope"}));
    for (status, meaning) in ERRORS {
        responses.insert(status.to_string(), json!({"description": meaning}));
    }
    json!({
        "summary": "Any staff command, named in its envelope",
        "requestBody": {"required": true, "content": json_content("#/components/schemas/Envelope")},
        "responses": responses,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_an_operation_and_a_schema() {
        let catalogue = crate::catalogue::build();
        let doc = document(&catalogue, &["InitiateDeposit"]);
        for entry in catalogue.entries().filter(|e| e.area.endpoint().is_some()) {
            assert!(doc["components"]["schemas"][entry.name].is_object(), "{}", entry.name);
        }
        let deposit = &doc["paths"]["/api/bpm/cmd/InitiateDeposit"]["post"];
        assert!(deposit["parameters"].to_string().contains("Idempotency-Key"));
        assert_eq!(doc["components"]["schemas"]["InitiateDeposit"]["additionalProperties"], false);
    }

    /// Types, required fields and lengths come from the command's own reader and rules.
    #[test]
    fn fields_carry_their_types_and_rules() {
        let catalogue = crate::catalogue::build();
        let doc = document(&catalogue, &[]);
        let deposit = &doc["components"]["schemas"]["InitiateDeposit"];
        assert_eq!(deposit["properties"]["accountNumber"], json!({"type": "string", "maxLength": 20}));
        assert_eq!(deposit["properties"]["requireApproval"], json!({"type": "boolean"}));
        assert_eq!(deposit["required"], json!(["accountNumber", "amount"]));
        let deliveries = &doc["components"]["schemas"]["GetEventDeliveriesQuery"];
        assert_eq!(deliveries["properties"]["pageSize"], json!({"type": "integer"}));
        // A field that has a documented other name is not required under either.
        let cheque = &doc["components"]["schemas"]["InitiateChequeDepositCommand"];
        assert_eq!(cheque["properties"]["chequeNo"]["type"], "string");
        let required = cheque["required"].as_array().cloned().unwrap_or_default();
        assert!(!required.contains(&json!("chequeNumber")), "{required:?}");
    }
}
