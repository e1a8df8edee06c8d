//! Who reaches a document: the documents permission and the owner's branch for
//! branch-scoped roles, checked in the core (HTTP and CLI alike); service users
//! get nothing they are not granted. And the name a download is offered under.

use serde_json::{Value, json};

use crate::document::{PDF, b64, core, download, id_of};
use crate::on_both_backends;
use crate::support::{Server, TestDb, token_of};

on_both_backends!(documents_are_scoped_to_the_owning_branch, downloads_carry_a_safe_file_name);

fn branch_id(manifest: &Value, key: &str) -> i64 {
    manifest["branches"]
        .as_array()
        .and_then(|b| b.iter().find(|b| b["key"] == key))
        .and_then(|b| b["id"].as_i64())
        .unwrap_or_else(|| panic!("no branch {key} in the manifest"))
}

fn issue_token(db: &TestDb, username: &str) -> String {
    let issued = db.bank(&["token", "issue", username, "-o", "json"]).ok_json();
    issued["token"].as_str().expect("token").to_owned()
}

/// The family A refusal: 403, `IsSuccessful` false, `StatusCode` '403', no data.
fn assert_refused(status: u16, body: &Value, what: &str) {
    assert_eq!(status, 403, "{what}: {body}");
    assert_eq!(
        (body["IsSuccessful"].as_bool(), body["StatusCode"].as_str(), body["Data"].is_null()),
        (Some(false), Some("403"), true),
        "{what}: {body}"
    );
}

async fn rows(server: &Server, token: &str, data: Value) -> Vec<Value> {
    let (status, body) = core(server, token, "RetrieveDocumentsListQuery", data).await;
    assert_eq!(status, 200, "{body}");
    body["Data"]["items"].as_array().expect("items").clone()
}

async fn documents_are_scoped_to_the_owning_branch(db: TestDb) {
    let manifest = db.init_with_demo();
    let abuja = branch_id(&manifest, "ABJ").to_string();
    db.bank(&[
        "user",
        "add",
        "teller.musa",
        "--name",
        "Musa Ali",
        "--email",
        "musa@demo.bank.ng",
        "--role",
        "Teller",
        "--branch-id",
        &abuja,
    ])
    .ok();
    let abuja_teller = issue_token(&db, "teller.musa");
    let merchant = issue_token(&db, "merchant.mama-put");
    let webhook_user = issue_token(&db, "svc.webhook");
    let server = db.serve(&[]);
    let ikeja_teller = token_of(&manifest, "Teller");
    let admin = token_of(&manifest, "Admin");

    // The demo's national ID belongs to the first client, an Ikeja client with an Ikeja loan.
    let client_id = id_of(&manifest, "clients", 0);
    let loan_id = id_of(&manifest, "loans", 0);
    let path = manifest["documents"]
        .as_array()
        .and_then(|d| d.iter().find(|d| d["entityId"] == client_id))
        .and_then(|d| d["filePath"].as_str())
        .expect("the first client's demo document")
        .to_owned();

    let refused = [
        ("another branch's teller", abuja_teller.as_str()),
        ("the webhook service user", webhook_user.as_str()),
        ("a merchant", merchant.as_str()),
    ];
    for (who, token) in refused {
        for (cmd, data) in [
            ("RetrieveClientDocumentsListQuery", json!({"clientId": client_id})),
            ("RetrieveDocumentsListQuery", json!({"entityType": "Client", "entityId": client_id})),
            ("RetrieveLoanDocumentsListQuery", json!({"loanId": loan_id})),
            ("DownloadDocumentQuery", json!({"path": path})),
        ] {
            let (status, body) = core(&server, token, cmd, data).await;
            assert_refused(status, &body, &format!("{who}: {cmd}"));
        }
        let (status, bytes, disposition) = download(&server, Some(token), &path).await;
        let body: Value = serde_json::from_slice(&bytes).expect("a JSON refusal, not the file");
        assert_refused(status, &body, &format!("{who}: download"));
        assert_eq!(disposition, None);
        let upload = json!({"clientId": client_id, "fileName": "x.pdf", "fileContentBase64": b64(PDF)});
        let (status, body) = core(&server, token, "CreateDocumentCommand", upload).await;
        assert_refused(status, &body, &format!("{who}: upload"));
    }
    // Service users hold no documents permission at all, not even for a list of nothing.
    let (status, body) = core(&server, &merchant, "RetrieveDocumentsListQuery", json!({})).await;
    assert_refused(status, &body, "a merchant's general list");

    // The Abuja teller works with Abuja's clients, and lists see only those.
    let abuja_client = id_of(&manifest, "clients", 2);
    assert!(rows(&server, &abuja_teller, json!({})).await.is_empty(), "no Ikeja document in an Abuja list");
    let upload = json!({"clientId": abuja_client, "fileName": "id.pdf", "fileContentBase64": b64(PDF)});
    let (status, body) = core(&server, &abuja_teller, "CreateDocumentCommand", upload).await;
    assert_eq!(status, 200, "{body}");
    let abuja_path = body["Data"]["FilePath"].as_str().expect("path").to_owned();
    assert_eq!(rows(&server, &abuja_teller, json!({})).await.len(), 1);
    let (status, body) = core(&server, ikeja_teller, "DownloadDocumentQuery", json!({"path": abuja_path})).await;
    assert_refused(status, &body, "the Ikeja teller: an Abuja download");
    let ikeja_rows = rows(&server, ikeja_teller, json!({})).await;
    assert!(!ikeja_rows.is_empty() && ikeja_rows.iter().all(|r| r["EntityId"] != abuja_client), "{ikeja_rows:?}");

    // The owning branch's teller and an admin (of another branch) read and download.
    for (who, token) in [("the Ikeja teller", ikeja_teller), ("an admin", admin)] {
        let (status, body) =
            core(&server, token, "RetrieveClientDocumentsListQuery", json!({"clientId": client_id})).await;
        assert_eq!(status, 200, "{who}: {body}");
        assert!(body["Data"]["totalRows"].as_i64() >= Some(1), "{who}: {body}");
        let (status, body) = core(&server, token, "RetrieveLoanDocumentsListQuery", json!({"loanId": loan_id})).await;
        assert_eq!(status, 200, "{who}: {body}");
        let (status, bytes, _) = download(&server, Some(token), &path).await;
        assert_eq!((status, bytes.starts_with(b"%PDF")), (200, true), "{who}");
    }
    let every = rows(&server, admin, json!({"isExport": true})).await;
    assert!(every.iter().any(|r| r["EntityId"] == abuja_client) && every.iter().any(|r| r["EntityId"] == client_id));

    // The CLI runs the same check.
    let refused = db.bank(&["--as", "teller.musa", "doc", "download", &path, "--out", "-"]).fails_with(1);
    assert!(refused.stderr().contains("owning branch"), "{}", refused.stderr());
    // Refused downloads are on the trail.
    let refusals = db
        .sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE command = 'DownloadDocumentQuery' AND success = FALSE")
        .await;
    assert!(refusals >= 7, "{refusals} refused downloads recorded");
}

async fn downloads_carry_a_safe_file_name(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let client_id = id_of(&manifest, "clients", 0);
    let cases = [
        ("../../etc/passwd.pdf", "attachment; filename=\"passwd.pdf\"; filename*=UTF-8''passwd.pdf", "passwd.pdf"),
        (
            "résumé \"x\".pdf",
            "attachment; filename=\"r_sum_ _x_.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22.pdf",
            "résumé \"x\".pdf",
        ),
        ("..\\..\\..pdf", "attachment; filename=\"pdf\"; filename*=UTF-8''pdf", "pdf"),
    ];
    for (name, expected, saved_as) in cases {
        let upload = json!({"clientId": client_id, "fileName": name, "fileContentBase64": b64(PDF)});
        let (status, body) = core(&server, teller, "CreateDocumentCommand", upload).await;
        assert_eq!(status, 200, "{name}: {body}");
        let path = body["Data"]["FilePath"].as_str().expect("path").to_owned();
        // The stored key is ours: the entity's folder and a reduced stem.
        assert!(path.starts_with(&format!("clients/{client_id}/")) && !path.contains(".."), "{path}");
        assert_eq!(path.matches('/').count(), 2, "{path}");

        let (status, bytes, disposition) = download(&server, Some(teller), &path).await;
        assert_eq!((status, bytes.as_slice()), (200, PDF), "{name}");
        let disposition = disposition.expect("Content-Disposition");
        assert_eq!(disposition, expected, "{name}");
        assert!(!disposition.contains('/') && !disposition.contains(".."), "{disposition}");

        // The CLI saves under the same safe name, in the current folder.
        let saved = db.bank(&["doc", "download", &path, "-o", "json"]).ok_json();
        assert_eq!(saved["savedTo"], saved_as, "{name}");
        assert_eq!(std::fs::read(db.dir.path().join(saved_as)).expect("saved file"), PDF);
    }
}
