//! Documents: `CreateDocumentCommand` and the five list queries on
//! `/api/core/cmd` (family A, PascalCase), `GET /api/files/download`, the
//! content and size rules, traversal attempts, the `bank doc` leaves, and the
//! S3 store against a real S3-compatible server (moto).

use std::process::{Child, Command, Stdio};

use base64::Engine as _;
use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, Server, TestDb, token_of};

on_both_backends!(
    upload_list_and_download_in_the_spec_shapes,
    bad_uploads_change_nothing,
    download_serves_only_stored_paths,
    doc_cli_uploads_lists_and_downloads,
    documents_live_in_s3_when_configured,
);

pub(crate) const PDF: &[u8] =
    b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";
const MIB: usize = 1024 * 1024;

pub(crate) fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

pub(crate) async fn core(server: &Server, token: &str, cmd: &str, data: Value) -> (u16, Value) {
    server.post("/api/core/cmd", Some(token), &json!({"Cmd": cmd, "Data": data})).await
}

pub(crate) fn id_of(manifest: &Value, list: &str, index: usize) -> i64 {
    manifest[list][index]["id"].as_i64().unwrap_or_else(|| panic!("manifest {list}[{index}].id"))
}

pub(crate) async fn download(server: &Server, token: Option<&str>, path: &str) -> (u16, Vec<u8>, Option<String>) {
    let mut request = server.client.get(format!("{}/api/files/download", server.base)).query(&[("path", path)]);
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    let response = request.send().await.expect("download");
    let status = response.status().as_u16();
    let disposition = response.headers().get("content-disposition").and_then(|v| v.to_str().ok()).map(str::to_owned);
    (status, response.bytes().await.expect("bytes").to_vec(), disposition)
}

fn keys(item: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = item.as_object().expect("object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

async fn document_count(db: &TestDb) -> i64 {
    db.sql_scalar_i64("SELECT COUNT(*) FROM documents").await
}

async fn upload_list_and_download_in_the_spec_shapes(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    // An Ikeja client, as the teller is: the demo keeps a utility bill (type 4) for it.
    let client_id = id_of(&manifest, "clients", 1);
    let loan_id = id_of(&manifest, "loans", 0);
    let deposit_id = id_of(&manifest, "accounts", 0);

    // The spec's example form: clientId instead of entityType + entityId.
    let (status, body) = core(
        &server,
        teller,
        "CreateDocumentCommand",
        json!({"clientId": client_id, "fileName": "Passport scan.pdf", "fileContentBase64": b64(PDF),
               "title": "Passport", "documentNumber": "A01234567", "documentType": 2,
               "issueDate": "2024-01-15", "expiryDate": "2034-01-14"}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["IsSuccessful"].as_bool(), body["StatusCode"].as_str()), (Some(true), Some("00")));
    let data = &body["Data"];
    assert_eq!(
        keys(data),
        ["FileExtension", "FilePath", "Identifier", "OriginalFileName", "StorageProvider", "UploadedAt", "UploadedBy"]
    );
    assert!(uuid::Uuid::parse_str(data["Identifier"].as_str().expect("identifier")).is_ok(), "{data}");
    let pdf_path = data["FilePath"].as_str().expect("path").to_owned();
    let prefix = format!("clients/{client_id}/Passport_scan_");
    assert!(pdf_path.starts_with(&prefix) && pdf_path.ends_with(".pdf"), "{pdf_path}");
    assert_eq!(
        (data["FileExtension"].as_str(), data["OriginalFileName"].as_str()),
        (Some("pdf"), Some("Passport scan.pdf"))
    );
    assert_eq!((data["StorageProvider"].as_str(), data["UploadedBy"].as_str()), (Some("Local"), Some("teller.ada")));

    // entityType + entityId, an expired utility bill on a loan, and a deposit statement.
    for (entity, id, name, bytes, expiry) in [
        ("Loan", loan_id, "bill.png", PNG, Some("2025-06-30")),
        ("Deposit", deposit_id, "statement.csv", b"date,amount\n2026-11-01,100.00\n".as_slice(), None),
    ] {
        let (status, body) = core(
            &server,
            teller,
            "CreateDocumentCommand",
            json!({"entityType": entity, "entityId": id, "fileName": name, "fileContentBase64": b64(bytes),
                   "documentType": 5, "expiryDate": expiry}),
        )
        .await;
        assert_eq!(status, 200, "{entity}: {body}");
    }

    // Full items: the general list (filtered) and the loan list.
    let (status, body) = core(
        &server,
        teller,
        "RetrieveDocumentsListQuery",
        json!({"entityType": "Client", "entityId": client_id, "documentType": 2}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["HasNext"].as_bool(), body["HasPrevious"].as_bool()), (Some(false), Some(false)));
    let page = &body["Data"];
    assert_eq!(
        (page["totalRows"].as_i64(), page["currentPage"].as_i64(), page["pageSize"].as_i64()),
        (Some(1), Some(1), Some(20))
    );
    let item = &page["items"][0];
    assert_eq!(
        keys(item),
        [
            "Description",
            "DocumentNumber",
            "DocumentType",
            "DocumentTypeDescription",
            "EntityId",
            "EntityReference",
            "EntityType",
            "ExpiryDate",
            "FileExtension",
            "FileName",
            "FilePath",
            "FileSize",
            "Id",
            "IsExpired",
            "IssueDate",
            "Title",
            "UploadedAt",
            "UploadedBy"
        ]
    );
    assert_eq!(item["FileSize"], PDF.len().to_string(), "FileSize is a string of bytes");
    assert_eq!(
        (item["DocumentTypeDescription"].as_str(), item["IsExpired"].as_bool()),
        (Some("Passport"), Some(false))
    );
    assert_eq!((item["IssueDate"].as_str(), item["ExpiryDate"].as_str()), (Some("2024-01-15"), Some("2034-01-14")));

    let (_, body) = core(&server, teller, "RetrieveLoanDocumentsListQuery", json!({"loanId": loan_id})).await;
    let loan_item = &body["Data"]["items"][0];
    assert_eq!((loan_item["FileName"].as_str(), loan_item["IsExpired"].as_bool()), (Some("bill.png"), Some(true)));
    assert!(loan_item.get("FilePath").is_some(), "the loan list has the full item");

    // Reduced items: the client's with IsExpired, the deposit's without.
    let (_, body) = core(&server, teller, "RetrieveClientDocumentsListQuery", json!({"clientId": client_id})).await;
    assert_eq!(
        keys(&body["Data"]["items"][0]),
        [
            "DocumentType",
            "DocumentTypeDescription",
            "EntityId",
            "EntityType",
            "FileName",
            "Id",
            "IsExpired",
            "Title",
            "UploadedAt"
        ]
    );
    let (_, body) = core(&server, teller, "RetrieveDepositDocumentsListQuery", json!({"depositId": deposit_id})).await;
    assert_eq!(
        keys(&body["Data"]["items"][0]),
        ["DocumentType", "DocumentTypeDescription", "EntityId", "EntityType", "FileName", "Id", "Title", "UploadedAt"]
    );

    // Filters: search text, document type, upload dates, paging.
    let (_, body) = core(&server, teller, "RetrieveDocumentsListQuery", json!({"searchText": "PASSPORT"})).await;
    assert!(body["Data"]["items"].as_array().expect("items").iter().all(|i| i["Title"] == "Passport"), "{body}");
    let (_, body) =
        core(&server, teller, "RetrieveDocumentsListQuery", json!({"documentType": 5, "pageSize": 1})).await;
    assert_eq!((body["Data"]["totalRows"].as_i64(), body["Data"]["totalPages"].as_i64()), (Some(2), Some(2)));
    assert_eq!(body["HasNext"], true);
    let (_, body) = core(
        &server,
        teller,
        "RetrieveDocumentsListQuery",
        json!({"documentType": 5, "startDate": "2001-01-01", "endDate": "2001-12-31"}),
    )
    .await;
    assert_eq!(body["Data"]["totalRows"], 0);
    let (status, body) = core(
        &server,
        teller,
        "RetrieveDocumentsListQuery",
        json!({"startDate": "2026-12-01", "endDate": "2026-11-01"}),
    )
    .await;
    assert_eq!((status, body["StatusCode"].as_str()), (400, Some("01")), "{body}");

    // Download: the same bytes, named for the original file, and recorded.
    let (status, bytes, disposition) = download(&server, Some(teller), &pdf_path).await;
    assert_eq!(status, 200);
    assert_eq!(bytes, PDF);
    assert_eq!(
        disposition.as_deref(),
        Some("attachment; filename=\"Passport scan.pdf\"; filename*=UTF-8''Passport%20scan.pdf")
    );
    assert_eq!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE command = 'DownloadDocumentQuery' AND success = TRUE")
            .await,
        1
    );
    assert!(
        db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE command = 'CreateDocumentCommand' AND success = TRUE")
            .await
            >= 3
    );
}

async fn bad_uploads_change_nothing(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let client_id = id_of(&manifest, "clients", 0);
    let before = document_count(&db).await;
    let files_before = walk(&documents_dir(&db)).len();
    let upload = |data: Value| {
        let mut base =
            json!({"entityType": "Client", "entityId": client_id, "fileName": "id.pdf", "fileContentBase64": b64(PDF)});
        for (k, v) in data.as_object().expect("object") {
            base[k] = v.clone();
        }
        base
    };

    let mut big_png = PNG.to_vec();
    big_png.resize(5 * MIB + 1, 0);
    let cases = [
        (upload(json!({"entityId": 999_999})), 404, "Invalid client ID."),
        (upload(json!({"entityType": "Policy", "entityId": 999_999})), 404, "Invalid policy ID."),
        (upload(json!({"fileContentBase64": "not base64!"})), 400, "Invalid file content."),
        (
            upload(json!({"fileContentBase64": format!("data:application/pdf;base64,{}", b64(PDF))})),
            400,
            "Invalid file content.",
        ),
        (upload(json!({"fileContentBase64": b64(PNG)})), 400, "does not match the '.pdf' extension"),
        (upload(json!({"fileName": "run.exe", "fileContentBase64": b64(b"MZ\x90\0")})), 400, "fileName"),
        (upload(json!({"fileName": "big.png", "fileContentBase64": b64(&big_png)})), 400, "at most 5 MB"),
        (upload(json!({"entityType": "Account"})), 400, "entityType"),
        (upload(json!({"expiryDate": "2020-01-01", "issueDate": "2021-01-01"})), 400, "expiryDate"),
        (upload(json!({"entityId": "seven"})), 400, "entityId"),
    ];
    for (data, status, needle) in cases {
        let (got, body) = core(&server, teller, "CreateDocumentCommand", data).await;
        assert_eq!(got, status, "{body}");
        assert_eq!((body["IsSuccessful"].as_bool(), body["StatusCode"].as_str()), (Some(false), Some("01")), "{body}");
        assert!(body["Data"].is_null());
        assert!(body["Message"].as_str().is_some_and(|m| m.contains(needle)), "{needle}: {body}");
    }
    // Exactly at the image limit is accepted; a duplicate document number is not.
    big_png.pop();
    let (status, body) = core(
        &server,
        teller,
        "CreateDocumentCommand",
        upload(json!({"fileName": "max.png", "fileContentBase64": b64(&big_png), "documentNumber": "N-1"})),
    )
    .await;
    assert_eq!(status, 200, "{}", body["Message"]);
    let (status, body) = core(&server, teller, "CreateDocumentCommand", upload(json!({"documentNumber": "N-1"}))).await;
    assert_eq!((status, body["StatusCode"].as_str()), (409, Some("01")), "{body}");

    let (status, body) =
        server.post("/api/core/cmd", None, &json!({"Cmd": "CreateDocumentCommand", "Data": upload(json!({}))})).await;
    assert_eq!((status, body["IsSuccessful"].as_bool()), (401, Some(false)));

    assert_eq!(document_count(&db).await, before + 1, "only the valid upload is stored");
    assert_eq!(walk(&documents_dir(&db)).len(), files_before + 1, "only its file is written");
    assert!(
        db.sql_scalar_i64(
            "SELECT COUNT(*) FROM activities WHERE command = 'CreateDocumentCommand' AND success = FALSE"
        )
        .await
            >= 9,
        "failed uploads are recorded"
    );
}

async fn download_serves_only_stored_paths(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let client_id = id_of(&manifest, "clients", 0);
    let (_, body) = core(
        &server,
        teller,
        "CreateDocumentCommand",
        json!({"clientId": client_id, "fileName": "id.pdf", "fileContentBase64": b64(PDF)}),
    )
    .await;
    let path = body["Data"]["FilePath"].as_str().expect("path").to_owned();
    let (status, _, _) = download(&server, None, &path).await;
    assert_eq!(status, 401, "a download needs a bearer token");

    std::fs::write(documents_dir(&db).join("secret.txt"), "not a document").expect("plant");
    let dir = format!("clients/{client_id}");
    for attempt in [
        "../bank.db".to_owned(),
        "/etc/passwd".to_owned(),
        format!("{dir}/../../bank.db"),
        format!("{dir}/..%2f..%2fbank.db"),
        "secret.txt".to_owned(),
        format!("{path}/"),
        format!("{dir}/other_0123456789abcdef.pdf"),
        format!("./{path}"),
        path.replace('/', "\\"),
    ] {
        let (status, bytes, _) = download(&server, Some(teller), &attempt).await;
        assert_eq!(status, 404, "{attempt}");
        let body: Value = serde_json::from_slice(&bytes).expect("a JSON error");
        assert_eq!(
            (body["IsSuccessful"].as_bool(), body["StatusCode"].as_str()),
            (Some(false), Some("02")),
            "{attempt}"
        );
    }
    let (status, bytes, _) = download(&server, Some(teller), "").await;
    assert_eq!(status, 400, "{}", String::from_utf8_lossy(&bytes));
}

async fn doc_cli_uploads_lists_and_downloads(db: TestDb) {
    let manifest = db.init_with_demo();
    // The demo's policy is an Abuja client's: out of the Ikeja teller's reach, in the regional manager's.
    let policy_id = id_of(&manifest, "policies", 0).to_string();
    let file = db.dir.path().join("Contract 2026.pdf");
    std::fs::write(&file, PDF).expect("write");
    let file = file.to_string_lossy().into_owned();
    let refused = db.bank(&["--as", "teller.ada", "doc", "upload", &file, "--policy", &policy_id]).fails_with(1);
    assert!(refused.stderr().contains("owning branch"), "{}", refused.stderr());
    let uploaded = db
        .bank(&[
            "--as",
            "regional.efe",
            "doc",
            "upload",
            &file,
            "--policy",
            &policy_id,
            "--type",
            "6",
            "--title",
            "Cover",
            "-o",
            "json",
        ])
        .ok_json();
    let path = uploaded["Data"]["FilePath"].as_str().expect("path").to_owned();
    assert!(path.starts_with(&format!("policies/{policy_id}/Contract_2026_")), "{path}");

    let listed = db.bank(&["doc", "list", "--policy", &policy_id, "-o", "json"]).ok_json();
    assert_eq!(listed["Data"]["items"][0]["DocumentTypeDescription"], "Contract");
    let table = db.bank(&["doc", "list", "--policy", &policy_id]).ok().stdout();
    assert!(table.contains("Contract") && table.contains("1 documents"), "{table}");

    let out = db.dir.path().join("copy.pdf");
    db.bank(&["doc", "download", &path, "--out", &out.to_string_lossy()]).ok();
    assert_eq!(std::fs::read(&out).expect("copy"), PDF);

    let refused = db.bank(&["doc", "upload", &file, "--client", "999999"]).fails_with(1);
    assert!(refused.stderr().contains("Invalid client ID."), "{}", refused.stderr());
    db.bank(&["doc", "upload", &file]).fails_with(2);
    db.bank(&["doc", "upload", &file, "--client", "1", "--loan", "1"]).fails_with(2);
}

/// A moto S3 server on a free port, stopped when dropped.
struct Moto {
    child: Child,
    endpoint: String,
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn start_moto() -> Moto {
    let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("free port").port();
    let child = Command::new("moto_server")
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("moto_server must be installed: pip install 'moto[server]' (.ci/run does)");
    let moto = Moto { child, endpoint: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    for _ in 0..100 {
        if client.get(&moto.endpoint).send().await.is_ok() {
            return moto;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("moto_server did not start on {}", moto.endpoint);
}

async fn documents_live_in_s3_when_configured(mut db: TestDb) {
    let moto = start_moto().await;
    let client = reqwest::Client::new();
    let bucket = format!("{}/bank-docs", moto.endpoint);
    assert!(client.put(&bucket).send().await.expect("create bucket").status().is_success());
    for (k, v) in [
        ("AWS_ACCESS_KEY_ID", "test"),
        ("AWS_SECRET_ACCESS_KEY", "test"),
        ("AWS_REGION", "us-east-1"),
        ("AWS_ENDPOINT_URL", moto.endpoint.as_str()),
        ("AWS_ALLOW_HTTP", "true"),
    ] {
        db.env.push((k.to_owned(), v.to_owned()));
    }
    db.bank(&["init", "--documents", "s3://bank-docs/branch-ikj"]).ok();
    let manifest = db.demo();
    let server = db.serve(&[]);
    let teller = token_of(&manifest, "Teller");
    let client_id = id_of(&manifest, "clients", 0);

    let (status, body) = core(
        &server,
        teller,
        "CreateDocumentCommand",
        json!({"clientId": client_id, "fileName": "id.png", "fileContentBase64": b64(PNG)}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["Data"]["StorageProvider"], "S3");
    let path = body["Data"]["FilePath"].as_str().expect("path").to_owned();

    // The object is in the bucket under the configured prefix, and nothing was written locally.
    let listing = client.get(format!("{bucket}?list-type=2")).send().await.expect("list").text().await.expect("text");
    assert!(listing.contains(&format!("<Key>branch-ikj/{path}</Key>")), "{listing}");
    assert!(walk(&documents_dir(&db)).is_empty());

    let (status, bytes, _) = download(&server, Some(teller), &path).await;
    assert_eq!((status, bytes.as_slice()), (200, PNG));
}

/// The default local store: beside the SQLite file, or under the data folder
/// (`XDG_DATA_HOME` is the test's folder) for PostgreSQL.
fn documents_dir(db: &TestDb) -> std::path::PathBuf {
    match db.backend {
        Backend::Sqlite => db.dir.path().join("documents"),
        Backend::Postgres => db.dir.path().join("bank").join("documents"),
    }
}

/// Every file under `dir`, recursively (none when it does not exist).
fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    entries.flatten().flat_map(|e| if e.path().is_dir() { walk(&e.path()) } else { vec![e.path()] }).collect()
}
