//! Cheques in the documented forms (the product's public pages): deposits and
//! withdrawals with `chequeNo`, `payeeName`, `remarks`, `tillId` and
//! `referenceId`; the uncleared cheques of an account and the clearing queue;
//! clear, bounce and cancel by `clearingEncodedKey` as bare bodies on their
//! own paths, with `externalReferenceId` and `notes` kept.

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(documented_cheque_deposit_withdrawal_and_queries, documented_clear_bounce_and_cancel);

/// The documented envelope: `{commandName, data}` on `/api/bpm/cmd`.
async fn documented(server: &Server, token: &str, command: &str, data: Value) -> Value {
    let (status, body) = server.post("/api/bpm/cmd", Some(token), &json!({"commandName": command, "data": data})).await;
    assert_eq!((status, body["isSuccessful"].as_bool()), (200, Some(true)), "{command}: {body}");
    body
}

/// A bare body on the command's own path.
async fn bare(server: &Server, token: &str, command: &str, data: Value) -> (u16, Value) {
    server.post(&format!("/api/bpm/cmd/{command}"), Some(token), &data).await
}

async fn show(server: &Server, token: &str, id: &str) -> Value {
    let id: i64 = id.parse().expect("chequeClearingId is the cheque's id");
    let body = documented(server, token, "RetrieveChequeByIdQuery", json!({"chequeTransactionId": id})).await;
    body["data"].clone()
}

async fn documented_cheque_deposit_withdrawal_and_queries(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("number").to_owned();

    // The page's deposit: the account by number, `chequeNo` with letters, no drawer nor date.
    let deposit = json!({
        "accountEncodedKey": number,
        "amount": 50000.00,
        "chequeNo": "CH123456",
        "tillId": "TILL-IKJ-1",
        "referenceId": "REF2025123001",
        "requireApproval": false,
        "remarks": "Customer cheque deposit"
    });
    let d = documented(&server, teller, "InitiateChequeDepositCommand", deposit).await["data"].clone();
    assert_eq!((d["chequeNumber"].as_str(), d["chequeState"].as_str()), (Some("CH123456"), Some("UNCLEARED")), "{d}");
    assert_eq!((d["tillId"].as_str(), d["referenceId"].as_str()), (Some("TILL-IKJ-1"), Some("REF2025123001")));
    let deposit_id = d["chequeClearingId"].as_str().expect("chequeClearingId").to_owned();
    let view = show(&server, teller, &deposit_id).await;
    assert_eq!(view["notes"], "Customer cheque deposit", "{view}");
    assert_eq!((view["tillId"].as_str(), view["referenceId"].as_str()), (Some("TILL-IKJ-1"), Some("REF2025123001")));

    // The page's withdrawal, held for approval so it stays open.
    let withdrawal = json!({
        "accountEncodedKey": number,
        "amount": 750.00,
        "chequeNo": "CH789012",
        "payeeName": "ABC Suppliers Ltd",
        "referenceId": "REF2025123002",
        "requireApproval": true,
        "remarks": "Payment to supplier"
    });
    let w = documented(&server, teller, "InitiateChequeWithdrawalCommand", withdrawal).await["data"].clone();
    assert_eq!((w["payee"].as_str(), w["chequeState"].as_str()), (Some("ABC Suppliers Ltd"), Some("PENDING")), "{w}");
    let withdrawal_id = w["chequeClearingId"].as_str().expect("chequeClearingId").to_owned();

    // A till that does not exist is refused, naming the field.
    let unknown = json!({"accountEncodedKey": number, "amount": 1, "chequeNo": "CH1", "tillId": "TILL999"});
    let (status, body) = server
        .post("/api/bpm/cmd", Some(teller), &json!({"commandName": "InitiateChequeDepositCommand", "data": unknown}))
        .await;
    assert_eq!(status, 400, "{body}");
    assert!(body["message"].as_str().is_some_and(|m| m.contains("tillId")), "{body}");

    // GetUnclearedChequeQuery: the account's open cheques in the page's keys.
    let body = documented(&server, teller, "GetUnclearedChequeQuery", json!({"accountEncodedKey": number})).await;
    assert_eq!(
        (body["commandName"].as_str(), body["status"].as_str()),
        (Some("GetUnclearedChequeQuery"), Some("Success"))
    );
    let data = &body["data"];
    assert_eq!(data["accountNumber"].as_str(), Some(number.as_str()), "{data}");
    let cheques = data["unclearedCheques"].as_array().expect("unclearedCheques");
    let find = |id: &str| cheques.iter().find(|c| c["chequeClearingId"] == id).cloned().expect("listed");
    let (dep, wd) = (find(&deposit_id), find(&withdrawal_id));
    for key in ["chequeClearingId", "chequeNo", "amount", "transactionType", "state", "transactionDate", "remarks"] {
        assert!(dep.get(key).is_some() && wd.get(key).is_some(), "{key}: {dep} {wd}");
    }
    assert_eq!((dep["chequeNo"].as_str(), dep["transactionType"].as_str()), (Some("CH123456"), Some("DEPOSIT")));
    assert_eq!(dep.get("payeeName"), None, "payeeName is on withdrawals only: {dep}");
    assert_eq!(
        (wd["transactionType"].as_str(), wd["payeeName"].as_str()),
        (Some("WITHDRAWAL"), Some("ABC Suppliers Ltd"))
    );
    assert_eq!(wd["remarks"], "Payment to supplier");
    let sum: f64 = cheques.iter().filter_map(|c| c["amount"].as_f64()).sum();
    assert_eq!(data["totalUnclearedAmount"].as_f64(), Some(sum), "{data}");

    // GetAllChequeClearingRequestsQuery: every open cheque, paged, in the page's keys.
    let query = json!({"page": 1, "pageSize": 50});
    let body = documented(&server, teller, "GetAllChequeClearingRequestsQuery", query).await;
    assert_eq!(body["status"], "Success", "{body}");
    let data = &body["data"];
    assert_eq!((data["page"].as_i64(), data["pageSize"].as_i64()), (Some(1), Some(50)), "{data}");
    let requests = data["clearingRequests"].as_array().expect("clearingRequests");
    assert_eq!(data["totalRecords"].as_i64(), Some(requests.len() as i64), "{data}");
    assert_eq!(data["totalPages"], 1);
    let listed = requests.iter().find(|r| r["chequeClearingId"] == deposit_id.as_str()).expect("listed");
    for key in ["accountNumber", "clientName", "branchName", "chequeNo", "amount", "currencyCode", "daysPending"] {
        assert!(listed.get(key).is_some_and(|v| !v.is_null()), "{key}: {listed}");
    }
    assert_eq!(listed["daysPending"], 0);
    // One per page: the pages add up; a branch with none answers none; the page size is bounded.
    let one = documented(&server, teller, "GetAllChequeClearingRequestsQuery", json!({"page": 2, "pageSize": 1})).await;
    assert_eq!(one["data"]["clearingRequests"].as_array().map(Vec::len), Some(1), "{one}");
    assert_eq!(one["data"]["totalPages"], data["totalRecords"]);
    let none = json!({"branchId": 999_999});
    let none = documented(&server, teller, "GetAllChequeClearingRequestsQuery", none).await;
    assert_eq!(none["data"]["totalRecords"], 0, "{none}");
    let (status, body) = bare(&server, teller, "GetAllChequeClearingRequestsQuery", json!({"pageSize": 501})).await;
    assert_eq!(status, 400, "{body}");
}

async fn documented_clear_bounce_and_cancel(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let approver = token_of(&manifest, "Approver");
    let number = manifest["accounts"][0]["accountNumber"].as_str().expect("number").to_owned();
    let deposit = |no: &str| json!({"accountEncodedKey": number, "amount": 1000, "chequeNo": no, "remarks": "in"});

    // Clear: the queried id as clearingEncodedKey, the clearing house's reference kept.
    let d = documented(&server, teller, "InitiateChequeDepositCommand", deposit("CHQ-1001")).await["data"].clone();
    let key = d["chequeClearingId"].as_str().expect("id").to_owned();
    let clear = json!({"clearingEncodedKey": key, "externalReferenceId": "NIBSS202512310001", "notes": "T+2 clearing completed"});
    let (status, body) = bare(&server, approver, "InitiateClearChequeCommand", clear).await;
    assert_eq!(status, 200, "{body}");
    let c = &body["data"];
    for key in [
        "encodedKey",
        "chequeNumber",
        "accountNumber",
        "amount",
        "transactionType",
        "state",
        "previousState",
        "clearedDate",
        "clearingReference",
        "newBalance",
        "newUnclearedAmount",
    ] {
        assert!(c.get(key).is_some_and(|v| !v.is_null()), "{key}: {c}");
    }
    assert_eq!((c["encodedKey"].as_str(), c["chequeNumber"].as_str()), (Some(key.as_str()), Some("CHQ-1001")));
    assert_eq!((c["state"].as_str(), c["transactionType"].as_str()), (Some("CLEARED"), Some("DEPOSIT")));
    assert_eq!(c["clearingReference"], "NIBSS202512310001");
    assert_eq!(c["newBalance"], c["bookBalance"]);
    assert_eq!(show(&server, teller, &key).await["clearingReference"], "NIBSS202512310001");

    // Bounce: notes only; the reason defaults to OTHER and the notes are kept.
    let d = documented(&server, teller, "InitiateChequeDepositCommand", deposit("CH2002")).await["data"].clone();
    let key = d["chequeClearingId"].as_str().expect("id").to_owned();
    let bounce = json!({"clearingEncodedKey": key, "notes": "Returned - insufficient funds"});
    let (status, body) = bare(&server, approver, "InitiateBounceChequeCommand", bounce).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["data"]["state"].as_str(), body["data"]["reason"].as_str()), (Some("BOUNCED"), Some("OTHER")));
    let view = show(&server, teller, &key).await;
    assert_eq!(
        (view["reason"].as_str(), view["closingNotes"].as_str()),
        (Some("OTHER"), Some("Returned - insufficient funds"))
    );

    // Cancel: a pending withdrawal, named by its transaction key as well.
    let w = json!({"accountEncodedKey": number, "amount": 100, "chequeNo": "CH3003", "payeeName": "Ade", "requireApproval": true});
    let w = documented(&server, teller, "InitiateChequeWithdrawalCommand", w).await["data"].clone();
    let cancel = json!({"clearingEncodedKey": w["transactionKey"], "notes": "Customer stop payment - cheque lost"});
    let (status, body) = bare(&server, approver, "InitiateCancelChequeCommand", cancel).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["data"]["encodedKey"], w["chequeClearingId"], "{body}");
    assert_eq!(
        (body["data"]["chequeNumber"].as_str(), body["data"]["state"].as_str()),
        (Some("CH3003"), Some("CANCELLED"))
    );
    let view = show(&server, teller, w["chequeClearingId"].as_str().expect("id")).await;
    assert_eq!(view["closingNotes"], "Customer stop payment - cheque lost", "{view}");

    // Both names of the key at once, or a key naming nothing, are refused.
    let both = json!({"clearingEncodedKey": "1", "chequeTransactionId": 1});
    assert_eq!(bare(&server, approver, "InitiateCancelChequeCommand", both).await.0, 400);
    let nothing = json!({"clearingEncodedKey": "8a8087e27f2f63a2017f3b0c0c7b0005"});
    let (status, body) = bare(&server, approver, "InitiateCancelChequeCommand", nothing).await;
    assert_eq!((status, body["statusCode"].as_str()), (400, Some("12")), "{body}");
}
