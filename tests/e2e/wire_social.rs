//! Wire fidelity for comments, employee referrals and webhook configuration:
//! each request as the product's public pages send it (envelope key,
//! endpoint, field names) and the keys their answers show.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(comment_pages_forms, referral_page_form, webhook_developer_pages_forms);

async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": cmd, "Data": data})).await
}

async fn core_ok(server: &Server, token: &str, cmd: &str, data: Value) -> Value {
    let (status, body) = core(server, token, cmd, data).await;
    assert_eq!((status, body["IsSuccessful"].as_bool()), (200, Some(true)), "{cmd}: {body}");
    body
}

/// `POST /api/bpm/cmd` with a flat body naming the command in `$type`.
async fn typed(server: &Server, token: &str, name: &str, fields: Value) -> (u16, Value) {
    let mut body = fields;
    body["$type"] = json!(name);
    server.post("/api/bpm/cmd", Some(token), &body).await
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

fn has_keys(value: &Value, expected: &[&str]) {
    for key in expected {
        assert!(value.get(*key).is_some(), "missing {key}: {value}");
    }
}

async fn comment_pages_forms(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let admin = token_of(&manifest, "Admin");
    let client = &manifest["clients"][0];
    let loan = &manifest["loans"][0];
    let account = &manifest["accounts"][0];
    let teller_id = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'teller.ada'").await;
    // The demo comments on some clients already.
    let seeded = db
        .sql_scalar_i64(&format!(
            "SELECT COUNT(*) FROM comments WHERE entity_type = 'Client' AND entity_id = {}",
            client["id"]
        ))
        .await;

    // Client by its encoded key: clientId, clientEncodedKey, timestamp; no accountNumber.
    let body = core_ok(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Client", "encodedKey": client["encodedKey"], "comment": "Asked about savings rates"}),
    )
    .await;
    let data = &body["Data"];
    has_keys(data, &["commentId", "clientId", "clientEncodedKey", "timestamp"]);
    assert_eq!((&data["clientId"], &data["clientEncodedKey"]), (&client["id"], &client["encodedKey"]), "{data}");
    assert!(data.get("accountNumber").is_none(), "{data}");
    assert_eq!(body["Message"], "Comment added successfully.");

    // A loan by its number ("encoded key or account number").
    let data = core_ok(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Loan", "encodedKey": loan["loanNumber"], "comment": "Approved by credit committee"}),
    )
    .await["Data"]
        .clone();
    assert_eq!((&data["loanId"], &data["loanEncodedKey"]), (&loan["id"], &loan["encodedKey"]), "{data}");
    assert_eq!(data["accountNumber"], loan["loanNumber"]);
    let data = core_ok(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Deposit", "entityId": account["id"], "comment": "Dormancy check"}),
    )
    .await["Data"]
        .clone();
    has_keys(&data, &["commentId", "depositId", "depositEncodedKey", "accountNumber", "timestamp"]);
    assert_eq!(data["accountNumber"], account["accountNumber"]);

    // Policies are an entity too.
    let policy =
        core_ok(&server, admin, "CreatePolicyCommand", json!({"clientId": client["id"]})).await["Data"].clone();
    let data = core_ok(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Policy", "entityId": policy["Id"], "comment": "Premium payment received"}),
    )
    .await["Data"]
        .clone();
    assert_eq!((&data["policyId"], &data["policyEncodedKey"]), (&policy["Id"], &policy["EncodedKey"]), "{data}");

    // The client's own comments (not those on its loans, accounts or policies).
    let body = core_ok(
        &server,
        teller,
        "RetrieveClientCommentListQuery",
        json!({"clientId": client["id"], "pageNumber": 1, "pageSize": 50}),
    )
    .await;
    let items = body["Data"]["items"].as_array().expect("items");
    assert_eq!(items.len() as i64, seeded + 1, "{body}");
    let item = &items[0];
    assert_eq!((&item["EntityType"], &item["EntityId"]), (&json!("Client"), &client["id"]), "{item}");
    assert_eq!(item["EntityReference"], client["clientCode"]);
    assert_eq!(item["CommentText"], "Asked about savings rates");
    assert_eq!(item["UserId"], teller_id);
    has_keys(item, &["Id", "ClientEndodedKey", "AssociatedEntityNumber", "DateCreated", "UserName"]);
    assert_eq!(
        (&body["Pages"], &body["HasNext"], &body["HasPrevious"], &body["Size"], &body["Count"]),
        (&json!(1), &json!(false), &json!(false), &json!(50), &json!(seeded + 1)),
        "{body}"
    );

    let body = core_ok(&server, teller, "RetrievePolicyCommentListQuery", json!({"policyId": policy["Id"]})).await;
    let item = &body["Data"]["items"][0];
    assert_eq!(
        (&item["AssociatedEntity"], &item["AssociatedEntityNumber"]),
        (&json!("Policy"), &policy["PolicyNumber"])
    );
    let (status, body) = core(&server, teller, "RetrievePolicyCommentListQuery", json!({"policyId": 999_999})).await;
    assert_eq!(status, 404, "{body}");

    // The generic list as its page sends it, dates and all; the policy by its number.
    let body = core_ok(
        &server,
        teller,
        "RetrieveCommentsListQuery",
        json!({"entity": "Client", "entityId": client["id"], "startDate": "2020-01-01", "endDate": "2099-12-31",
               "pageNumber": 1, "pageSize": 50}),
    )
    .await;
    assert_eq!((&body["Count"], &body["Data"]["TotalRecords"]), (&json!(seeded + 1), &json!(seeded + 1)), "{body}");
    let body = core_ok(
        &server,
        teller,
        "RetrieveCommentsListQuery",
        json!({"entity": "Client", "entityId": client["id"], "endDate": "2020-01-01"}),
    )
    .await;
    assert_eq!(body["Count"], 0, "{body}");
    let body = core_ok(
        &server,
        teller,
        "RetrieveCommentsListQuery",
        json!({"entity": "Policy", "encodedKey": policy["PolicyNumber"]}),
    )
    .await;
    assert_eq!(body["Count"], 1, "{body}");
    let body = core_ok(
        &server,
        teller,
        "RetrieveCommentsListQuery",
        json!({"entity": "All", "searchText": "COMMITTEE", "userId": teller_id}),
    )
    .await;
    assert_eq!(body["Data"]["items"][0]["CommentText"], "Approved by credit committee", "{body}");
    assert_eq!(body["Count"], 1);
    let all = db.sql_scalar_i64("SELECT COUNT(*) FROM comments").await;
    let body = core_ok(&server, teller, "RetrieveCommentsListQuery", json!({"entity": "All", "pageSize": 1})).await;
    assert_eq!((&body["Count"], &body["Pages"], &body["HasNext"]), (&json!(all), &json!(all), &json!(true)), "{body}");

    let (status, body) = core(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Client", "encodedKey": "NO-SUCH-KEY", "comment": "x"}),
    )
    .await;
    assert_eq!(status, 404, "{body}");
}

async fn referral_page_form(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let client = &manifest["clients"][1];
    let (status, body) = typed(
        &server,
        manager,
        "CreateEmployeeCommand",
        json!({"staffId": "EMP-001", "email": "ada@demo.bank.ng", "name": "Ada Obi", "referralCode": "REF-EMP001234"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let employee_id = body["data"]["id"].clone();

    let (status, body) = typed(
        &server,
        manager,
        "CreateEmployeeReferralCommand",
        json!({"referralCode": "REF-EMP001234", "customerName": "Jane Smith", "customerAccountNumber": "0098765432",
               "clientId": client["id"]}),
    )
    .await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{body}");
    assert_eq!(body["message"], "Referral created successfully");
    let data = &body["data"];
    assert_eq!(
        keys(data),
        ["clientId", "createdAt", "customerAccountNumber", "customerName", "employeeId", "referralCode", "referralId"]
    );
    assert_eq!((&data["employeeId"], &data["clientId"]), (&employee_id, &client["id"]), "{data}");
    assert_eq!(
        (&data["referralCode"], &data["customerAccountNumber"]),
        (&json!("REF-EMP001234"), &json!("0098765432"))
    );
    let id = data["referralId"].as_i64().expect("referralId");
    let stored = db.sql_scalar_i64(&format!("SELECT client_id FROM referrals WHERE id = {id}")).await;
    assert_eq!(json!(stored), client["id"]);

    // Only the code and the name are required.
    let (status, body) = typed(
        &server,
        manager,
        "CreateEmployeeReferralCommand",
        json!({"referralCode": "ref-emp001234", "customerName": "Walk-in"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(body["data"]["clientId"].is_null() && body["data"]["customerAccountNumber"].is_null(), "{body}");
    let (_, list) = typed(&server, manager, "RetrieveEmployeeReferralsQuery", json!({"employeeId": employee_id})).await;
    assert_eq!(list["data"]["totalCount"], 2, "{list}");

    for (fields, expected) in [
        (json!({"referralCode": "NOBODY", "customerName": "X"}), 404),
        (json!({"referralCode": "REF-EMP001234", "customerName": "X", "clientId": 999_999}), 404),
        (json!({"referralCode": "REF-EMP001234"}), 400),
    ] {
        let (status, body) = typed(&server, manager, "CreateEmployeeReferralCommand", fields.clone()).await;
        assert_eq!((status, body["success"].as_bool()), (expected, Some(false)), "{fields}: {body}");
        assert!(body["errors"].as_array().is_some_and(|e| !e.is_empty()), "{body}");
    }
}

async fn webhook_developer_pages_forms(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let admin = token_of(&manifest, "Admin");
    let ok = |status: u16, body: &Value| {
        assert_eq!((status, body["isSuccessful"].as_bool()), (200, Some(true)), "{body}");
        body["data"].clone()
    };

    // Created as the developer pages send it: flat `$type`; its `commandName`
    // is the webhook's field, not the envelope's name. No runAsUser.
    let (status, body) = typed(
        &server,
        admin,
        "CreateWebHookConfigCommand",
        json!({"key": "payment-notification", "description": "Handle NIBSS payment notices", "isEnabled": true,
               "path": "/webhooks/nibss/payment", "action": "POST", "executionType": 0,
               "commandName": "RetrieveBranchesListQuery", "allowableIPs": "127.0.0.1"}),
    )
    .await;
    let data = ok(status, &body);
    has_keys(&data, &["id", "key", "description", "isEnabled", "path", "action", "executionType", "createdAt"]);
    assert_eq!((&data["commandName"], &data["action"]), (&json!("RetrieveBranchesListQuery"), &json!("POST")));
    let id = data["id"].clone();

    let (status, body) = typed(&server, admin, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    let data = ok(status, &body);
    has_keys(&data, &["description", "path", "action", "executionType", "allowableIPs", "createdAt", "updatedAt"]);
    assert_eq!((&data["commandName"], &data["runAsUser"]), (&json!("RetrieveBranchesListQuery"), &Value::Null));

    // Without runAsUser it runs as the built-in service user, with only the
    // permission its command needs.
    let (status, body) = crate::webhook::call(&server, "POST", "webhooks/nibss/payment", &[], "{}").await;
    assert_eq!(status, 200, "{body}");
    let role = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM users u JOIN roles r ON r.id = u.role_id
             WHERE u.username = 'webhook.default' AND r.name = 'Service'",
        )
        .await;
    assert_eq!(role, 1);
    // A command beyond that permission: the webhook gets only what it runs.
    let (status, body) = typed(
        &server,
        admin,
        "CreateWebHookConfigCommand",
        json!({"key": "clients-feed", "description": "Clients", "isEnabled": true, "path": "feeds/clients",
               "action": "POST", "executionType": 0, "commandName": "RetrieveClientsListQuery",
               "allowedIPs": ["127.0.0.1"]}),
    )
    .await;
    ok(status, &body);
    let (status, body) = crate::webhook::call(&server, "POST", "feeds/clients", &[], "{}").await;
    assert_eq!(status, 200, "the default user holds the command's own permission: {body}");

    // Activate and deactivate answer their time; repeating either is a conflict.
    let (status, body) = typed(&server, admin, "ActivateWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!(status, 409, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("already active")), "{body}");
    let (status, body) = typed(&server, admin, "DeactivateWebHookConfigCommand", json!({"id": id})).await;
    let data = ok(status, &body);
    assert_eq!((&data["isEnabled"], data["deactivatedAt"].is_string()), (&json!(false), true), "{data}");
    let (status, body) = typed(&server, admin, "DeactivateWebHookConfigCommand", json!({"id": id})).await;
    assert_eq!(status, 409, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("already inactive")), "{body}");
    let (status, body) = typed(&server, admin, "ActivateWebHookConfigCommand", json!({"id": id})).await;
    let data = ok(status, &body);
    assert_eq!((&data["isEnabled"], data["activatedAt"].is_string()), (&json!(true), true), "{data}");

    // Update by id answers the configuration with updatedAt.
    let (status, body) = typed(
        &server,
        admin,
        "UpdateWebHookConfigCommand",
        json!({"id": id, "description": "Updated handler", "isEnabled": true, "path": "/webhooks/nibss/payment-v2",
               "action": "POST", "executionType": 0, "commandName": "RetrieveBranchesListQuery",
               "allowableIPs": "127.0.0.1"}),
    )
    .await;
    let data = ok(status, &body);
    assert_eq!((&data["description"], &data["path"]), (&json!("Updated handler"), &json!("webhooks/nibss/payment-v2")));
    has_keys(&data, &["action", "executionType", "commandName", "updatedAt"]);

    // Lookup by key: one object; without a key, all of them.
    let (status, body) =
        typed(&server, admin, "LookupWebHookByKeyCommand", json!({"key": "payment-notification"})).await;
    let data = ok(status, &body);
    assert_eq!((&data["id"], &data["key"]), (&id, &json!("payment-notification")), "{data}");
    has_keys(&data, &["description", "isEnabled", "path", "action", "executionType", "commandName", "createdAt"]);
    let (status, body) = typed(&server, admin, "LookupWebHookByKeyCommand", json!({"key": "no-such-key"})).await;
    assert_eq!(status, 404, "{body}");
    let (status, body) = typed(&server, admin, "LookupWebHookByKeyCommand", json!({})).await;
    let all = ok(status, &body);
    assert!(all.as_array().is_some_and(|a| a.iter().any(|w| w["key"] == "clients-feed")), "{all}");

    // Delete answers {id, key, deletedAt}; the key is free again.
    let (status, body) = typed(&server, admin, "DeleteWebHookConfigCommand", json!({"id": id})).await;
    let data = ok(status, &body);
    assert_eq!(keys(&data), ["deletedAt", "id", "key"]);
    assert_eq!((&data["id"], &data["key"]), (&id, &json!("payment-notification")));
    let (status, _) = typed(&server, admin, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    assert_eq!(status, 404);
}
