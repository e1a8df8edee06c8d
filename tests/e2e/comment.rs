//! Comments: `AddCommentCommand`, the spec's `RetrieveLoanCommentListQuery` and
//! `RetrieveCommentsListQuery` on `/api/core/cmd` (family A, PascalCase), with
//! the comments pagination envelope; the `bank comment` leaves.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(loan_comments_in_the_spec_shapes, comment_errors_and_access, comment_cli_adds_and_lists);

async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": cmd, "Data": data})).await
}

/// An `AddCommentCommand` answer as a list item: without the keys the
/// product's page adds to it (`commentId`, `loanId`, ..., `timestamp`).
fn as_item(added: &Value) -> Value {
    let mut item = added.clone();
    if let Some(map) = item.as_object_mut() {
        map.retain(|k, _| k.starts_with(|c: char| c.is_ascii_uppercase()));
    }
    item
}

fn approved_loan(manifest: &Value) -> (&Value, &Value) {
    let loans = manifest["loans"].as_array().expect("loans");
    let i = loans.iter().position(|l| l["state"] == "APPROVED").expect("an approved loan");
    // The demo gives the first two clients one loan each, in order.
    (&loans[i], &manifest["clients"][i])
}

async fn loan_comments_in_the_spec_shapes(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let (loan, client) = approved_loan(&manifest);
    let loan_id = loan["id"].as_i64().expect("loan id");
    let other_loan = manifest["loans"].as_array().and_then(|l| l.iter().find(|l| l["id"] != loan_id)).expect("loan");

    let mut added = Vec::new();
    for text in ["Customer asked about the disbursement date", "Collateral documents received\nall originals"] {
        let (status, body) =
            core(&server, teller, "AddCommentCommand", json!({"entity": "Loan", "entityId": loan_id, "comment": text}))
                .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!((body["IsSuccessful"].as_bool(), body["StatusCode"].as_str()), (Some(true), Some("00")));
        assert_eq!(body["Data"]["Comment"], text);
        added.push(as_item(&body["Data"]));
    }
    let (status, _) = core(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Loan", "entityId": other_loan["id"], "comment": "Elsewhere"}),
    )
    .await;
    assert_eq!(status, 200);

    let (status, body) = core(&server, teller, "RetrieveLoanCommentListQuery", json!({"loanId": loan_id})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["StatusCode"], "00");
    let data = &body["Data"];
    assert_eq!(
        (
            data["PageNumber"].as_i64(),
            data["PageSize"].as_i64(),
            data["TotalPages"].as_i64(),
            data["TotalRecords"].as_i64()
        ),
        (Some(1), Some(20), Some(1), Some(2)),
        "{data}"
    );
    let items = data["items"].as_array().expect("items");
    assert_eq!(items.len(), 2);
    // Newest first.
    let item = &items[0];
    assert_eq!(item, &added[1]);
    let mut keys: Vec<&str> = item.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    let mut expected = vec![
        "Id",
        "ClientId",
        "Comment",
        "ClientName",
        "ClientEndodedKey",
        "ClientCode",
        "EncodedKey",
        "AssociatedEntity",
        "AssociatedEntityId",
        "AssociatedEntityNumber",
        "DateCreated",
        "UserName",
        "EntityType",
        "EntityId",
        "EntityReference",
        "CommentText",
        "UserId",
    ];
    expected.sort_unstable();
    assert_eq!(keys, expected, "{item}");
    assert!(item["Id"].is_i64());
    assert_eq!(item["ClientId"], client["id"]);
    assert_eq!(item["ClientName"], client["name"]);
    assert_eq!(item["ClientEndodedKey"], client["encodedKey"]);
    assert_eq!(item["ClientCode"], client["clientCode"]);
    assert_eq!(item["EncodedKey"].as_str().map(str::len), Some(32));
    assert_ne!(item["EncodedKey"], loan["encodedKey"]);
    assert_eq!(item["AssociatedEntity"], "Loan");
    assert_eq!(item["AssociatedEntityId"], loan_id);
    assert_eq!(item["AssociatedEntityNumber"], loan["loanNumber"]);
    assert_eq!(item["UserName"], "teller.ada");
    let created = item["DateCreated"].as_str().expect("DateCreated");
    assert!(chrono::DateTime::parse_from_rfc3339(created).is_ok(), "{created}");
    assert_eq!(items[1]["Comment"], "Customer asked about the disbursement date");

    // Paging.
    let (_, page2) = core(
        &server,
        teller,
        "RetrieveLoanCommentListQuery",
        json!({"loanId": loan_id, "pageNumber": 2, "pageSize": 1}),
    )
    .await;
    let data = &page2["Data"];
    assert_eq!(
        (
            data["PageNumber"].as_i64(),
            data["PageSize"].as_i64(),
            data["TotalPages"].as_i64(),
            data["TotalRecords"].as_i64()
        ),
        (Some(2), Some(1), Some(2), Some(2)),
        "{data}"
    );
    assert_eq!(data["items"][0], added[0]);
    let (_, export) = core(
        &server,
        teller,
        "RetrieveLoanCommentListQuery",
        json!({"loanId": loan_id, "pageSize": 1, "isExport": true}),
    )
    .await;
    assert_eq!(export["Data"]["items"].as_array().map(Vec::len), Some(2), "{export}");

    // The generic query answers the same for the loan.
    let (_, generic) =
        core(&server, teller, "RetrieveCommentsListQuery", json!({"entity": "Loan", "entityId": loan_id})).await;
    assert_eq!(generic["Data"], body["Data"]);
    let (_, all_loans) =
        core(&server, teller, "RetrieveCommentsListQuery", json!({"entity": "Loan", "pageSize": 2})).await;
    assert_eq!(
        (all_loans["Data"]["TotalRecords"].as_i64(), all_loans["Data"]["TotalPages"].as_i64()),
        (Some(3), Some(2))
    );

    // Clients and deposit accounts carry their own numbers.
    let first_client = &manifest["clients"][0];
    let (status, on_client) = core(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Client", "entityId": first_client["id"], "comment": "KYC refreshed"}),
    )
    .await;
    assert_eq!(status, 200, "{on_client}");
    assert_eq!(on_client["Data"]["AssociatedEntityNumber"], first_client["clientCode"]);
    assert_eq!(on_client["Data"]["ClientId"], first_client["id"]);
    let account = &manifest["accounts"][0];
    let (_, on_account) = core(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Deposit", "entityId": account["id"], "comment": "Dormancy check"}),
    )
    .await;
    assert_eq!(on_account["Data"]["AssociatedEntity"], "Deposit");
    assert_eq!(on_account["Data"]["AssociatedEntityNumber"], account["accountNumber"]);
    let (_, deposits) =
        core(&server, teller, "RetrieveCommentsListQuery", json!({"entity": "Deposit", "entityId": account["id"]}))
            .await;
    assert_eq!(deposits["Data"]["TotalRecords"], 1);
    assert_eq!(deposits["Data"]["PageSize"], 20);
}

async fn comment_errors_and_access(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");

    let (status, body) = core(&server, teller, "RetrieveLoanCommentListQuery", json!({"loanId": 999_999})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!((body["IsSuccessful"].as_bool(), body["StatusCode"].as_str()), (Some(false), Some("02")));
    assert!(body["Data"].is_null());
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("not found")), "{body}");

    let (status, body) = core(&server, teller, "RetrieveLoanCommentListQuery", json!({})).await;
    assert_eq!(status, 400, "{body}");
    assert!(body["Message"].as_str().is_some_and(|m| m.contains("loanId")), "{body}");

    let (status, body) = core(
        &server,
        teller,
        "AddCommentCommand",
        json!({"entity": "Loan", "entityId": 999_999, "comment": "Nobody home"}),
    )
    .await;
    assert_eq!((status, body["StatusCode"].as_str()), (404, Some("02")), "{body}");

    let loan_id = manifest["loans"][0]["id"].clone();
    let too_long = "x".repeat(2001);
    for bad in [
        json!({"entity": "Loan", "entityId": loan_id, "comment": too_long}),
        json!({"entity": "Loan", "entityId": loan_id, "comment": "   "}),
        json!({"entity": "Account", "entityId": loan_id, "comment": "ok"}),
        json!({"entity": "Loan", "comment": "ok"}),
    ] {
        let (status, body) = core(&server, teller, "AddCommentCommand", bad.clone()).await;
        assert_eq!((status, body["StatusCode"].as_str()), (400, Some("01")), "{bad}: {body}");
    }
    let exactly = "y".repeat(2000);
    let (status, _) =
        core(&server, teller, "AddCommentCommand", json!({"entity": "Loan", "entityId": loan_id, "comment": exactly}))
            .await;
    assert_eq!(status, 200);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM comments WHERE entity_type = 'Loan'").await, 1);

    let (status, body) = server
        .post("/api/core/cmd", None, &json!({"Cmd": "RetrieveLoanCommentListQuery", "Data": {"loanId": loan_id}}))
        .await;
    assert_eq!(status, 401, "{body}");
}

async fn comment_cli_adds_and_lists(db: TestDb) {
    let manifest = db.init_with_demo();
    let (loan, _) = approved_loan(&manifest);
    let id = loan["id"].to_string();
    let added = db.bank(&["comment", "add", "--entity-id", &id, "Reviewed by credit", "-o", "json"]).ok_json();
    assert_eq!(added["Data"]["AssociatedEntityNumber"], loan["loanNumber"]);
    assert_eq!(added["Data"]["UserName"], "admin");
    let listed = db.bank(&["comment", "list", "--loan-id", &id, "-o", "json"]).ok_json();
    assert_eq!(listed["Data"]["TotalRecords"], 1);
    assert_eq!(listed["Data"]["items"][0], as_item(&added["Data"]));
    let table = db.bank(&["comment", "list", "--entity", "loan", "--entity-id", &id]).ok().stdout();
    assert!(table.contains("Reviewed by credit") && table.contains("page 1 of 1 (1 comments)"), "{table}");
    let run = db.bank(&["comment", "list", "--loan-id", "999999", "-o", "json"]).fails_with(1);
    assert_eq!(run.json()["StatusCode"], "02");
}
