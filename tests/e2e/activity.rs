//! The activity trail's read path: `GET /api/Activities` (family D), the
//! by-command queries (family C) with their cache, and `bank activity`.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    rest_filters_pages_and_headers,
    rest_errors_and_own_only,
    by_command_defaults_entities_and_status_codes,
    by_command_cache_is_per_caller,
    cli_lists_activities,
);

/// Plants the teller's three activities and the manager's one at fixed times.
async fn plant(db: &TestDb) -> (i64, i64) {
    let teller = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'teller.ada'").await;
    let manager = db.sql_scalar_i64("SELECT id FROM users WHERE username = 'manager.dayo'").await;
    let rows = [
        format!(
            "({teller}, 'teller.ada', 'Create', 'created client', '10.1.1.1', 'ua', '2024-03-10T10:00:00.000000Z', 'Client', 77, 'CL-77', TRUE, NULL)"
        ),
        format!(
            "({teller}, 'teller.ada', 'Update', 'changed account', '10.1.1.2', 'ua', '2024-03-09T10:00:00.000000Z', 'Deposit', 88, 'ACC-88', FALSE, 'boom')"
        ),
        format!(
            "({teller}, 'teller.ada', 'Login', 'signed in', '10.1.1.2', 'ua', '2024-03-01T10:00:00.000000Z', NULL, NULL, NULL, TRUE, NULL)"
        ),
        format!(
            "({manager}, 'manager.dayo', 'Transaction', 'posted', '10.1.1.3', 'ua', '2024-03-10T11:00:00.000000Z', 'Transaction', 5, 'TX-5', TRUE, NULL)"
        ),
    ];
    let sql = format!(
        "INSERT INTO activities (user_id, user_name, activity_type, description, ip_address, user_agent, occurred_at,
         entity_type, entity_id, entity_reference, success, error_message) VALUES {}",
        rows.join(", ")
    );
    db.sql_execute(&sql).await.expect("plant activities");
    (teller, manager)
}

async fn get(server: &Server, path: &str, token: Option<&str>) -> (u16, reqwest::header::HeaderMap, Value) {
    let mut request = server.client.get(format!("{}{path}", server.base));
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.expect("request");
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body: Value = response.json().await.expect("json body");
    (status, headers, body)
}

fn header(headers: &reqwest::header::HeaderMap, name: &str) -> String {
    headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned()
}

async fn cmd(server: &Server, token: &str, name: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": name, "Data": data})).await
}

async fn rest_filters_pages_and_headers(db: TestDb) {
    let manifest = db.init_with_demo();
    let (teller, _) = plant(&db).await;
    let server = db.serve(&[]);
    let admin = Some(token_of(&manifest, "Admin"));

    let (status, headers, body) = get(&server, &format!("/api/Activities?userId={teller}"), admin).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["totalRows"], 3);
    assert_eq!(body["pageSize"], 20, "REST default page size");
    assert_eq!((body["currentPage"].as_i64(), body["totalPages"].as_i64()), (Some(1), Some(1)));
    assert_eq!((body["hasNext"].as_bool(), body["hasPrevious"].as_bool()), (Some(false), Some(false)));
    let first = &body["data"][0];
    let keys: Vec<&String> = first.as_object().expect("record").keys().collect();
    let mut expected = [
        "Id",
        "UserId",
        "UserName",
        "ActivityType",
        "ActivityDescription",
        "IpAddress",
        "UserAgent",
        "Timestamp",
        "EntityType",
        "EntityId",
        "EntityReference",
        "Success",
        "ErrorMessage",
    ];
    expected.sort_unstable();
    let mut keys: Vec<&str> = keys.iter().map(|k| k.as_str()).collect();
    keys.sort_unstable();
    assert_eq!(keys, expected);
    // Latest first.
    let types: Vec<&str> =
        body["data"].as_array().expect("data").iter().filter_map(|a| a["ActivityType"].as_str()).collect();
    assert_eq!(types, ["Create", "Update", "Login"]);
    assert_eq!(first["EntityType"], "Client");
    assert_eq!(first["EntityId"], 77);
    assert_eq!(first["UserId"], teller);
    assert_eq!(header(&headers, "x-total-count"), "3");
    assert_eq!(header(&headers, "x-page-number"), "1");
    assert_eq!(header(&headers, "x-page-size"), "20");
    assert_eq!(header(&headers, "x-total-pages"), "1");

    let count = |path: String| {
        let server = &server;
        async move {
            let (status, _, body) = get(server, &path, admin).await;
            assert_eq!(status, 200, "{path}: {body}");
            body["totalRows"].as_i64().unwrap_or(-1)
        }
    };
    assert_eq!(count(format!("/api/Activities?userId={teller}&success=false")).await, 1);
    assert_eq!(count(format!("/api/Activities?userId={teller}&success=true")).await, 2);
    assert_eq!(count("/api/Activities?entityType=client&entityId=77".into()).await, 1);
    assert_eq!(count("/api/Activities?userName=TELLER.ADA&activityType=login".into()).await, 1);
    assert_eq!(count("/api/Activities?ipAddress=10.1.1.2".into()).await, 2);
    assert_eq!(count(format!("/api/Activities?userId={teller}&startDate=2024-03-09&endDate=2024-03-10")).await, 2);
    assert_eq!(count("/api/Activities?startDate=2024-03-10&endDate=2024-03-10".into()).await, 2, "end inclusive");
    assert_eq!(count("/api/Activities?userName=nobody".into()).await, 0);

    let (_, body) = {
        let (s, _, b) = get(&server, &format!("/api/Activities?userId={teller}&success=false"), admin).await;
        (s, b)
    };
    assert_eq!(
        (body["data"][0]["Success"].as_bool(), body["data"][0]["ErrorMessage"].as_str()),
        (Some(false), Some("boom"))
    );

    // Pagination.
    let (_, headers, body) = get(&server, &format!("/api/Activities?userId={teller}&pageSize=2"), admin).await;
    assert_eq!(body["data"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        (body["totalPages"].as_i64(), body["hasNext"].as_bool(), body["hasPrevious"].as_bool()),
        (Some(2), Some(true), Some(false))
    );
    assert_eq!(header(&headers, "x-total-pages"), "2");
    let (_, headers, body) =
        get(&server, &format!("/api/Activities?userId={teller}&pageSize=2&pageNumber=2"), admin).await;
    assert_eq!(body["data"].as_array().map(Vec::len), Some(1));
    assert_eq!(body["data"][0]["ActivityType"], "Login");
    assert_eq!((body["hasNext"].as_bool(), body["hasPrevious"].as_bool()), (Some(false), Some(true)));
    assert_eq!(
        [header(&headers, "x-total-count"), header(&headers, "x-page-number"), header(&headers, "x-page-size")],
        ["3", "2", "2"]
    );
}

async fn rest_errors_and_own_only(db: TestDb) {
    let manifest = db.init_with_demo();
    let (teller, manager) = plant(&db).await;
    let server = db.serve(&[]);
    let admin = Some(token_of(&manifest, "Admin"));
    let teller_token = Some(token_of(&manifest, "Teller"));

    for path in ["/api/Activities", "/api/Activities/loggedinuseractivities"] {
        let (status, _, body) = get(&server, path, None).await;
        assert_eq!((status, body["statusCode"].as_i64()), (401, Some(401)), "{body}");
        assert!(body["timestamp"].is_string() && body["message"].is_string());
    }
    let (status, _, body) = get(&server, "/api/Activities", teller_token).await;
    assert_eq!((status, body["statusCode"].as_i64()), (403, Some(403)), "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("activities.view_all")), "{body}");

    for query in [
        "startDate=2024-03-10&endDate=2024-03-09",
        "success=maybe",
        "pageSize=0",
        "pageSize=501",
        "pageNumber=0",
        "userId=abc",
        "entityId=x",
        "startDate=10/03/2024",
        "activityType=Dance",
    ] {
        let (status, _, body) = get(&server, &format!("/api/Activities?{query}"), admin).await;
        assert_eq!((status, body["statusCode"].as_i64()), (400, Some(400)), "{query}: {body}");
        assert!(body["timestamp"].is_string(), "{body}");
    }
    let (status, _, body) =
        get(&server, "/api/Activities/loggedinuseractivities?startDate=2024-03-10&endDate=2024-03-01", teller_token)
            .await;
    assert_eq!((status, body["statusCode"].as_i64()), (400, Some(400)), "{body}");

    // Own only: a userId parameter does not widen it; it is refused, named.
    let (status, _, body) =
        get(&server, &format!("/api/Activities/loggedinuseractivities?userId={manager}"), teller_token).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("unknown field `userId`")), "{body}");
    let (status, headers, body) = get(&server, "/api/Activities/loggedinuseractivities", teller_token).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["totalRows"], 3);
    assert!(body["data"].as_array().expect("data").iter().all(|a| a["UserId"] == teller));
    assert_eq!(header(&headers, "x-total-count"), "3");
    let (_, _, body) = get(&server, "/api/Activities/loggedinuseractivities?activityType=Update", teller_token).await;
    assert_eq!(body["totalRows"], 1);
    let (_, _, body) =
        get(&server, "/api/Activities/loggedinuseractivities", Some(token_of(&manifest, "Branch Manager"))).await;
    assert_eq!(body["totalRows"], 1);
    assert_eq!(body["data"][0]["UserId"], manager);
}

async fn by_command_defaults_entities_and_status_codes(db: TestDb) {
    let manifest = db.init_with_demo();
    plant(&db).await;
    let server = db.serve(&[]);
    let admin = token_of(&manifest, "Admin");
    let teller = token_of(&manifest, "Teller");

    let (status, body) = cmd(&server, admin, "GetActivitiesQuery", json!({})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["Status"], "00");
    assert!(body["Message"].is_string());
    let data = &body["Data"];
    assert_eq!((data["pageSize"].as_i64(), data["currentPage"].as_i64()), (Some(50), Some(1)), "{data}");
    assert!(data["totalRows"].as_i64().is_some_and(|n| n > 4), "demo and planted rows: {data}");
    let item = &data["activities"][0];
    for field in ["Id", "CreationDate", "UserName", "UserKey", "Action", "ActivityDescription", "AffectedItemType"] {
        assert!(item.get(field).is_some(), "{field} in {item}");
    }

    // A deposit account, by encoded key: the deposit fields are filled.
    let account = &manifest["accounts"][0];
    let (status, body) =
        cmd(&server, admin, "GetActivitiesQuery", json!({"entity": "Deposit", "encodedKey": account["encodedKey"]}))
            .await;
    assert_eq!((status, body["Status"].as_str()), (200, Some("00")), "{body}");
    let items = body["Data"]["activities"].as_array().expect("activities");
    assert!(!items.is_empty(), "{body}");
    for a in items {
        assert_eq!(a["AffectedItemType"], "Deposit");
        assert_eq!(a["AffectedDepositEncodedKey"], account["encodedKey"]);
        assert_eq!(a["AffectedDepositId"], account["id"]);
        assert_eq!(a["AffectedDepositName"], account["accountNumber"]);
    }

    // A client, by id given as a string: the generic fields, no deposit fields.
    let client = &manifest["clients"][0];
    let id = client["id"].as_i64().expect("client id").to_string();
    let (_, body) = cmd(&server, admin, "GetActivitiesQuery", json!({"entity": "Client", "entityId": id})).await;
    let items = body["Data"]["activities"].as_array().expect("activities");
    assert!(!items.is_empty(), "{body}");
    assert!(items.iter().all(|a| a["AffectedItemType"] == "Client"
        && a["AffectedItemId"] == client["id"]
        && a["AffectedDepositId"].is_null()));

    // '96': unknown entity type, entity not found, bad range; no permission.
    for data in [
        json!({"entity": "Branch", "entityId": "1"}),
        json!({"entity": "Loan", "entityId": "999999"}),
        json!({"entity": "User", "encodedKey": "no-such-key"}),
        json!({"entity": "Client"}),
        json!({"startDate": "2024-03-10", "endDate": "2024-03-01"}),
        json!({"pageSize": 0}),
    ] {
        let (status, body) = cmd(&server, admin, "GetActivitiesQuery", data.clone()).await;
        assert_eq!(body["Status"], "96", "{data}: {body}");
        assert!(body["Data"].is_null());
        assert!((400..500).contains(&status), "{data}: {status}");
    }
    let (status, body) = cmd(&server, teller, "GetActivitiesQuery", json!({})).await;
    assert_eq!((status, body["Status"].as_str()), (403, Some("96")), "{body}");

    // Search text: the user name or the entity reference (contains, any case), and paging.
    let (_, body) = cmd(&server, admin, "GetActivitiesQuery", json!({"searchText": "cl-77"})).await;
    assert_eq!(body["Data"]["totalRows"], 1, "{body}");
    assert_eq!(body["Data"]["activities"][0]["AffectedItemName"], "CL-77");
    let (_, body) = cmd(&server, admin, "GetActivitiesQuery", json!({"searchText": "MANAGER.dayo"})).await;
    let items = body["Data"]["activities"].as_array().expect("activities");
    assert!(items.iter().any(|a| a["UserName"] == "manager.dayo" && a["Action"] == "Transaction"), "{body}");
    let total = body["Data"]["totalRows"].as_i64().expect("total");
    let (_, body) = cmd(
        &server,
        admin,
        "GetActivitiesQuery",
        json!({"searchText": "MANAGER.dayo", "pageSize": 1, "pageNumber": 2}),
    )
    .await;
    assert_eq!((body["Data"]["totalPages"].as_i64(), body["Data"]["currentPage"].as_i64()), (Some(total), Some(2)));
    assert_eq!(body["Data"]["activities"].as_array().map(Vec::len), Some(1));

    // Own activities by command, with the action and user key.
    let (status, body) = cmd(&server, teller, "GetLoggedInUserActivitiesQuery", json!({})).await;
    assert_eq!((status, body["Status"].as_str()), (200, Some("00")), "{body}");
    assert_eq!(body["Data"]["totalRows"], 3);
    let actions: Vec<&str> =
        body["Data"]["activities"].as_array().expect("a").iter().filter_map(|a| a["Action"].as_str()).collect();
    assert_eq!(actions, ["Create", "Update", "Login"]);
    let (_, body) = cmd(
        &server,
        teller,
        "GetLoggedInUserActivitiesQuery",
        json!({"startDate": "2024-03-05", "endDate": "2024-03-10", "pageNumber": 1, "pageSize": 1}),
    )
    .await;
    assert_eq!((body["Data"]["totalRows"].as_i64(), body["Data"]["totalPages"].as_i64()), (Some(2), Some(2)));
}

async fn by_command_cache_is_per_caller(db: TestDb) {
    let manifest = db.init_with_demo();
    let (teller_id, _) = plant(&db).await;
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let manager = token_of(&manifest, "Branch Manager");

    let (_, first) = cmd(&server, teller, "GetLoggedInUserActivitiesQuery", json!({})).await;
    assert_eq!(first["Data"]["totalRows"], 3, "{first}");
    // The identical query by another user is never served the teller's answer.
    let (_, other) = cmd(&server, manager, "GetLoggedInUserActivitiesQuery", json!({})).await;
    assert_eq!(other["Data"]["totalRows"], 1, "{other}");
    assert_eq!(other["Data"]["activities"][0]["UserName"], "manager.dayo");

    // Within 10 seconds the teller's identical query is served from the cache...
    db.sql_execute(&format!(
        "INSERT INTO activities (user_id, user_name, activity_type, description, occurred_at, success)
         VALUES ({teller_id}, 'teller.ada', 'Export', 'exported', '2024-03-11T10:00:00.000000Z', TRUE)"
    ))
    .await
    .expect("plant");
    let (_, again) = cmd(&server, teller, "GetLoggedInUserActivitiesQuery", json!({})).await;
    assert_eq!(again["Data"]["totalRows"], 3, "cached: {again}");
    // ...while any other filter value is a new query.
    let (_, fresh) = cmd(&server, teller, "GetLoggedInUserActivitiesQuery", json!({"pageSize": 10})).await;
    assert_eq!(fresh["Data"]["totalRows"], 4, "{fresh}");
    // The REST endpoint is never cached.
    let (_, _, rest) = get(&server, "/api/Activities/loggedinuseractivities", Some(teller)).await;
    assert_eq!(rest["totalRows"], 4);
}

async fn cli_lists_activities(db: TestDb) {
    db.init_with_demo();
    plant(&db).await;
    let page = db.bank(&["activity", "list", "--user", "teller.ada", "--success", "false", "-o", "json"]).ok_json();
    assert_eq!(page["totalRows"], 1, "{page}");
    assert_eq!(page["data"][0]["ErrorMessage"], "boom");
    let page = db.bank(&["activity", "list", "--entity-type", "Client", "--entity-id", "77", "-o", "json"]).ok_json();
    assert_eq!(page["totalRows"], 1, "{page}");
    let page = db.bank(&["--as", "teller.ada", "activity", "mine", "--page-size", "2", "-o", "json"]).ok_json();
    assert_eq!((page["totalRows"].as_i64(), page["totalPages"].as_i64()), (Some(3), Some(2)), "{page}");
    let run = db.bank(&["--as", "teller.ada", "activity", "list"]);
    assert_ne!(run.code(), 0, "a teller may not list everyone's activities");
    let table = db.bank(&["activity", "list", "--from", "2024-03-01", "--to", "2024-03-10"]).ok().stdout();
    assert!(table.contains("teller.ada") && table.contains("page 1 of 1 (4 activities)"), "{table}");
}
