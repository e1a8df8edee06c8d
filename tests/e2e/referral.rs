//! Employee referrals: the spec's `RetrieveEmployeeReferralsQuery` as a flat
//! `$type` object on `/api/bpm/cmd`, answered in family B; the filter
//! semantics, the inclusive date range, `employee not found`, permissions; the
//! `bank referral` leaves.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(
    referrals_in_the_spec_shapes,
    referral_filters_follow_the_spec,
    referral_errors_and_permissions,
    referral_cli_manages_and_lists,
);

/// `POST /api/bpm/cmd` with a flat body naming the query in `$type`.
async fn typed(server: &Server, token: &str, name: &str, fields: Value) -> (u16, Value) {
    let mut body = fields;
    body["$type"] = json!(name);
    server.post("/api/bpm/cmd", Some(token), &body).await
}

async fn referrals(server: &Server, token: &str, fields: Value) -> (u16, Value) {
    typed(server, token, "RetrieveEmployeeReferralsQuery", fields).await
}

fn ok(status: u16, body: &Value) -> &Value {
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], true, "{body}");
    assert!(body["message"].is_string(), "{body}");
    &body["data"]
}

/// A family B refusal: `success` false, `data` null, `errors` of strings.
fn refused(status: u16, body: &Value, expected: u16) -> Vec<String> {
    assert_eq!(status, expected, "{body}");
    assert_eq!((body["success"].as_bool(), body["data"].is_null()), (Some(false), true), "{body}");
    assert!(body["message"].is_string(), "{body}");
    body["errors"].as_array().expect("errors").iter().map(|e| e.as_str().expect("string error").to_owned()).collect()
}

/// Two employees; Ada has three referrals, Bayo one. Returns (ada id, bayo id).
async fn seed(server: &Server, manager: &str) -> (i64, i64) {
    let mut ids = Vec::new();
    for (staff, email, name, code) in [
        ("ST-001", "Ada.Obi@Demo.Bank.ng", "Ada Obi", Some("ada-01")),
        ("ST-002", "bayo@demo.bank.ng", "Bayo Ade", None),
    ] {
        let mut fields = json!({"staffId": staff, "email": email, "name": name});
        if let Some(code) = code {
            fields["referralCode"] = json!(code);
        }
        let (status, body) = typed(server, manager, "CreateEmployeeCommand", fields).await;
        let data = ok(status, &body);
        assert_eq!(data["staffId"], staff);
        assert_eq!(data["email"], email.to_lowercase());
        ids.push((data["id"].as_i64().expect("id"), data["referralCode"].as_str().expect("code").to_owned()));
    }
    assert_eq!(ids[0].1, "ADA-01");
    assert!(ids[1].1.starts_with("REF") && ids[1].1.len() == 9, "{}", ids[1].1);
    for (code, customer, account) in [
        ("ada-01", "Chioma Nwosu", "1000000001"),
        ("ADA-01", "Emeka Obi", "1000000002"),
        ("ADA-01", "Funmi Ade", "1000000003"),
        (ids[1].1.as_str(), "Garba Musa", "1000000004"),
    ] {
        let (status, body) = typed(
            server,
            manager,
            "RecordReferralCommand",
            json!({"referralCode": code, "customerName": customer, "customerAccountNumber": account}),
        )
        .await;
        ok(status, &body);
    }
    (ids[0].0, ids[1].0)
}

async fn referrals_in_the_spec_shapes(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let approver = token_of(&manifest, "Approver");
    let (ada, bayo) = seed(&server, manager).await;

    let (status, body) = referrals(&server, approver, json!({"employeeId": ada})).await;
    let mut keys: Vec<&str> = body.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(keys, ["data", "message", "success"], "{body}");
    let data = ok(status, &body);
    assert_eq!(
        (
            data["pageNumber"].as_i64(),
            data["pageSize"].as_i64(),
            data["totalCount"].as_i64(),
            data["totalPages"].as_i64()
        ),
        (Some(1), Some(10), Some(3), Some(1)),
        "{data}"
    );
    let items = data["items"].as_array().expect("items");
    assert_eq!(items.len(), 3);
    let item = &items[0];
    let mut keys: Vec<&str> = item.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        ["createdAt", "customerAccountNumber", "customerName", "employeeId", "referralCode", "referralId"],
        "{item}"
    );
    // Newest first.
    assert_eq!(
        (item["customerName"].as_str(), item["customerAccountNumber"].as_str()),
        (Some("Funmi Ade"), Some("1000000003"))
    );
    assert_eq!((item["employeeId"].as_i64(), item["referralCode"].as_str()), (Some(ada), Some("ADA-01")));
    assert!(item["referralId"].is_i64());
    assert!(chrono::DateTime::parse_from_rfc3339(item["createdAt"].as_str().expect("createdAt")).is_ok());

    // Everyone's referrals without an employee; paging.
    let (status, body) = referrals(&server, approver, json!({})).await;
    assert_eq!(ok(status, &body)["totalCount"], 4);
    let (status, body) = referrals(&server, approver, json!({"pageNumber": 2, "pageSize": 3})).await;
    let data = ok(status, &body);
    assert_eq!(
        (
            data["pageNumber"].as_i64(),
            data["pageSize"].as_i64(),
            data["totalCount"].as_i64(),
            data["totalPages"].as_i64()
        ),
        (Some(2), Some(3), Some(4), Some(2))
    );
    assert_eq!(data["items"].as_array().map(Vec::len), Some(1));
    assert_eq!(data["items"][0]["customerName"], "Chioma Nwosu");
    let (status, body) = referrals(&server, approver, json!({"employeeId": bayo})).await;
    assert_eq!(ok(status, &body)["items"][0]["customerName"], "Garba Musa");

    // The employee list answers in the same envelope.
    let (status, body) = typed(&server, approver, "RetrieveEmployeesListQuery", json!({})).await;
    let data = ok(status, &body);
    // Two of them are the demo's.
    assert_eq!((data["totalCount"].as_i64(), data["pageSize"].as_i64()), (Some(4), Some(10)));
}

async fn referral_filters_follow_the_spec(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let (ada, bayo) = seed(&server, manager).await;
    let names = |body: &Value| -> Vec<String> {
        ok(200, body)["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|i| i["customerName"].as_str().expect("name").to_owned())
            .collect()
    };
    let filter =
        |field: &str, value: &str| json!({"filters": [{"field": field, "operator": "equals", "value": value}]});

    // The two accepted paths, `equals` (email ignores case).
    let (_, body) = referrals(&server, manager, filter("Employee.EmployeeContact.Email", "ADA.OBI@demo.bank.ng")).await;
    assert_eq!(names(&body), ["Funmi Ade", "Emeka Obi", "Chioma Nwosu"]);
    let (_, body) = referrals(&server, manager, filter("Employee.StaffId", "ST-002")).await;
    assert_eq!(names(&body), ["Garba Musa"]);
    // Both paths and employeeId agreeing.
    let (_, body) = referrals(
        &server,
        manager,
        json!({"employeeId": ada, "filters": [
            {"field": "Employee.StaffId", "operator": "equals", "value": "ST-001"},
            {"field": "Employee.EmployeeContact.Email", "operator": "equals", "value": "ada.obi@demo.bank.ng"}
        ]}),
    )
    .await;
    assert_eq!(names(&body).len(), 3);

    // Any other path is ignored, including the output-only names.
    for field in ["EmployeeEmail", "EmployeeStaffId", "Employee.Name", "customerName", "createdAt"] {
        let (status, body) = referrals(&server, manager, filter(field, "no-such-value")).await;
        assert_eq!(status, 200, "{field}: {body}");
        assert_eq!(names(&body).len(), 4, "{field} must be ignored");
    }
    let (_, body) = referrals(
        &server,
        manager,
        json!({"employeeId": bayo, "filters": [{"field": "EmployeeStaffId", "operator": "equals", "value": "ST-001"}]}),
    )
    .await;
    assert_eq!(names(&body), ["Garba Musa"]);

    // An accepted path naming nobody, or two criteria naming different employees.
    let (status, body) = referrals(&server, manager, filter("Employee.StaffId", "ST-999")).await;
    assert_eq!(refused(status, &body, 404), ["employee not found"]);
    let (status, body) =
        referrals(&server, manager, filter("Employee.EmployeeContact.Email", "ghost@demo.bank.ng")).await;
    assert_eq!(refused(status, &body, 404), ["employee not found"]);
    let mut conflicting = filter("Employee.StaffId", "ST-002");
    conflicting["employeeId"] = json!(ada);
    let (status, body) = referrals(&server, manager, conflicting).await;
    assert_eq!(refused(status, &body, 404), ["employee not found"]);

    // The date range is inclusive at both ends; a date-only end covers its day.
    for (customer, at) in [
        ("Chioma Nwosu", "2026-01-10T08:00:00.000000Z"),
        ("Emeka Obi", "2026-01-15T12:00:00.000000Z"),
        ("Funmi Ade", "2026-01-20T23:59:00.000000Z"),
        ("Garba Musa", "2026-01-21T00:00:00.000000Z"),
    ] {
        db.sql_execute(&format!("UPDATE referrals SET created_at = '{at}' WHERE customer_name = '{customer}'"))
            .await
            .expect("plant");
    }
    let (_, body) =
        referrals(&server, manager, json!({"startDate": "2026-01-15T12:00:00Z", "endDate": "2026-01-20"})).await;
    assert_eq!(names(&body), ["Funmi Ade", "Emeka Obi"]);
    let (_, body) =
        referrals(&server, manager, json!({"startDate": "2026-01-10", "endDate": "2026-01-15T12:00:00Z"})).await;
    assert_eq!(names(&body), ["Emeka Obi", "Chioma Nwosu"]);
    let (_, body) = referrals(&server, manager, json!({"startDate": "2026-01-21"})).await;
    assert_eq!(names(&body), ["Garba Musa"]);
    let (_, body) = referrals(&server, manager, json!({"employeeId": ada, "endDate": "2026-01-10"})).await;
    assert_eq!(names(&body), ["Chioma Nwosu"]);
    let (status, body) = referrals(&server, manager, json!({"startDate": "2026-02-01", "endDate": "2026-01-01"})).await;
    refused(status, &body, 400);
    let (status, body) = referrals(&server, manager, json!({"startDate": "last week"})).await;
    assert!(refused(status, &body, 400).iter().any(|e| e.starts_with("startDate")), "{body}");
}

async fn referral_errors_and_permissions(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let manager = token_of(&manifest, "Branch Manager");
    let teller = token_of(&manifest, "Teller");
    let approver = token_of(&manifest, "Approver");
    seed(&server, manager).await;

    let (status, body) = referrals(&server, approver, json!({"employeeId": 999_999})).await;
    assert_eq!(refused(status, &body, 404), ["employee not found"]);
    assert_eq!(body["message"], "employee not found");

    // A teller lacks referrals.view; an approver may read but not manage.
    let (status, body) = referrals(&server, teller, json!({})).await;
    assert!(refused(status, &body, 403)[0].contains("referrals.view"), "{body}");
    let (status, body) = typed(
        &server,
        approver,
        "RecordReferralCommand",
        json!({"referralCode": "ADA-01", "customerName": "X", "customerAccountNumber": "1"}),
    )
    .await;
    assert!(refused(status, &body, 403)[0].contains("referrals.manage"), "{body}");
    let (status, body) = server.post("/api/bpm/cmd", None, &json!({"$type": "RetrieveEmployeeReferralsQuery"})).await;
    assert_eq!(status, 401, "{body}");

    // Management errors.
    let (status, body) = typed(
        &server,
        manager,
        "CreateEmployeeCommand",
        json!({"staffId": "ST-001", "email": "other@demo.bank.ng", "name": "Dup"}),
    )
    .await;
    refused(status, &body, 409);
    let (status, body) =
        typed(&server, manager, "CreateEmployeeCommand", json!({"staffId": "ST-009", "email": "nope", "name": ""}))
            .await;
    let errors = refused(status, &body, 400);
    assert!(errors.iter().any(|e| e.starts_with("email")) && errors.iter().any(|e| e.starts_with("name")), "{body}");
    let (status, body) = typed(
        &server,
        manager,
        "RecordReferralCommand",
        json!({"referralCode": "NOBODY", "customerName": "X", "customerAccountNumber": "1"}),
    )
    .await;
    assert_eq!(refused(status, &body, 404), ["employee not found"]);
    let (status, body) = referrals(&server, manager, json!({"pageSize": 0})).await;
    refused(status, &body, 400);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM referrals").await, 4);
}

async fn referral_cli_manages_and_lists(db: TestDb) {
    db.init_with_demo();
    let added = db
        .bank(&[
            "referral",
            "employee-add",
            "--staff-id",
            "ST-100",
            "--email",
            "kemi@demo.bank.ng",
            "--name",
            "Kemi Lawal",
            "--referral-code",
            "KEMI",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(added["data"]["referralCode"], "KEMI");
    let id = added["data"]["id"].to_string();
    let recorded = db
        .bank(&[
            "referral",
            "record",
            "--code",
            "kemi",
            "--customer-name",
            "Uche Eze",
            "--account-number",
            "2000000001",
            "-o",
            "json",
        ])
        .ok_json();
    assert_eq!(recorded["data"]["employeeId"].to_string(), id);
    let employees = db.bank(&["referral", "employees"]).ok().stdout();
    assert!(employees.contains("KEMI") && employees.contains("page 1 of 1 (3 employees)"), "{employees}");
    let listed = db.bank(&["referral", "list", "--staff-id", "ST-100", "-o", "json"]).ok_json();
    assert_eq!(listed["data"]["totalCount"], 1);
    assert_eq!(listed["data"]["items"][0], recorded["data"]);
    let listed = db.bank(&["referral", "list", "--email", "KEMI@demo.bank.ng", "--from", "2020-01-01"]).ok().stdout();
    assert!(listed.contains("Uche Eze"), "{listed}");
    let run = db.bank(&["referral", "list", "--employee-id", "999", "-o", "json"]).fails_with(1);
    assert_eq!(run.json()["errors"], json!(["employee not found"]));
}
