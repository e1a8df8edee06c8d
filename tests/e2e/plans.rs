//! Every list query reads its page off an index: the lists are driven over
//! HTTP with each filter, by page number and by cursor, on tables seeded by
//! the benches; the SQL the server sent (from its own log) is then planned by
//! the database, and the test fails on a full scan of a large table that
//! filters rows or is not bounded by a LIMIT, or on a sort of more rows than
//! a page (PostgreSQL: `EXPLAIN (FORMAT JSON)` of the generic plan with
//! sequential scans and sorts priced out, so what remains of them had no index
//! to use; SQLite: `EXPLAIN QUERY PLAN`).

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Value, json};

use crate::on_both_backends;
use crate::support::{Backend, Server, TestDb};

on_both_backends!(
    every_list_query_reads_an_index,
    a_cursor_walk_sees_every_row_once_both_ways,
    an_export_streams_every_row_in_one_answer,
    a_deep_numbered_page_is_the_page_its_offset_names
);

/// The tables the seeding makes large.
const LARGE: &[&str] = &["activities", "journal_entries", "journal_transactions", "transactions"];
/// More rows than this under a sort is a sort of the matching rows, not of a page.
const SORT_LIMIT: f64 = 1000.0;

async fn every_list_query_reads_an_index(db: TestDb) {
    db.init_with_demo();
    db.bank(&["bench", "activities", "--rows", "20000", "--queries", "1", "-o", "json"]).ok();
    db.bank(&["bench", "deposits", "--clients", "2", "--count", "1500", "-o", "json"]).ok();
    db.sql_execute("ANALYZE").await.expect("analyze");
    let token = db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();
    let gl = db.sql_text("SELECT gl_code FROM gl_accounts ORDER BY id LIMIT 1").await;
    let account = db.sql_text("SELECT account_number FROM deposit_accounts ORDER BY id LIMIT 1").await;

    let server = db.serve_logging(&["--log-json"], "warn,bank::sql=trace");
    let mut lists: Vec<(&str, Value)> = vec![
        ("RetrieveJournalEntriesQuery", json!({})),
        ("RetrieveJournalEntriesQuery", json!({"glCode": gl})),
        ("RetrieveJournalEntriesQuery", json!({"startDate": "2020-01-01", "endDate": "2099-12-31"})),
        ("RetrieveJournalEntriesQuery", json!({"currencyCode": "NGN"})),
        ("RetrieveJournalEntriesQuery", json!({"branchId": 1})),
        ("RetrieveJournalEntriesQuery", json!({"searchText": "zz"})),
        ("RetrieveJournalTransactionsQuery", json!({})),
        ("RetrieveJournalTransactionsQuery", json!({"startDate": "2020-01-01", "endDate": "2099-12-31"})),
        ("RetrieveTransactionsListQuery", json!({})),
        ("RetrieveTransactionsListQuery", json!({"status": "SETTLED"})),
        ("RetrieveTransactionsListQuery", json!({"accountNumber": account})),
        ("RetrieveTransactionsListQuery", json!({"flagged": true})),
        ("RetrieveAllTransactionsQuery", json!({})),
        ("RetrieveAllTransactionsQuery", json!({"status": [1]})),
        ("RetrieveAllTransactionsQuery", json!({"status": [0, 2]})),
        ("RetrieveAllTransactionsQuery", json!({"accountReference": account})),
        ("RetrieveAllTransactionsQuery", json!({"startDate": "2020-01-01", "endDate": "2099-12-31"})),
        ("RetrieveAllTransactionsQuery", json!({"clientId": 1})),
        ("RetrieveAllTransactionsQuery", json!({"transactionReference": "TXN-none"})),
        ("RetrieveAllTransactionsQuery", json!({"id": 1})),
        ("GetActivitiesQuery", json!({})),
        ("GetActivitiesQuery", json!({"searchText": "user"})),
        ("GetLoggedInUserActivitiesQuery", json!({})),
        ("RetrieveComplianceReportsQuery", json!({})),
        ("GetAllChequeClearingRequestsQuery", json!({})),
        ("GetAllChequeClearingRequestsQuery", json!({"branchId": 1})),
    ];
    for small in [
        "RetrieveClientsListQuery",
        "RetrieveDepositAccountsListQuery",
        "RetrieveLoansListQuery",
        "RetrieveBranchesListQuery",
        "RetrieveUsersListQuery",
        "RetrieveGlAccountsListQuery",
        "RetrieveChequesListQuery",
        "RetrieveTerminalsListQuery",
        "RetrieveDocumentsListQuery",
        "RetrieveEmployeesListQuery",
        "RetrieveEmployeeReferralsQuery",
        "RetrieveVaultsListQuery",
        "RetrieveNotificationsQuery",
    ] {
        lists.push((small, json!({})));
    }
    for (name, data) in &lists {
        walk(&server, &token, name, data).await;
    }
    // The whole audit trail is counted by its page marks, exactly; past 10,000
    // rows a filtered list's total is an estimate, and says so.
    let (_, all) = server.get("/api/Activities?pageSize=5", Some(&token)).await;
    let exact = db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await;
    assert_eq!((all["totalRows"].as_i64(), all.get("isEstimate")), (Some(exact), None), "{all}");
    let (_, some) = server.get("/api/Activities?pageSize=5&ipAddress=10.0.0.1", Some(&token)).await;
    let estimated = matches!(db.backend, Backend::Postgres); // SQLite counts on to 100,000
    assert_eq!(some["isEstimate"] == true, estimated, "{}", some["totalRows"]);
    let (_, one) = server.get("/api/Activities?pageSize=5&userId=9000001", Some(&token)).await;
    let exact = db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE user_id = 9000001").await;
    assert_eq!((one["totalRows"].as_i64(), one.get("isEstimate")), (Some(exact), None), "{one}");
    let filters = [
        "",
        "?userId=9000001",
        "?userName=admin",
        "?activityType=Login",
        "?entityType=Deposit&entityId=7",
        "?success=false",
        "?ipAddress=10.0.0.1",
        "?startDate=2020-01-01&endDate=2099-12-31",
    ];
    for query in filters {
        let sep = if query.is_empty() { "?" } else { "&" };
        let (status, first) = server.get(&format!("/api/Activities{query}"), Some(&token)).await;
        assert_eq!(status, 200, "{query}: {first}");
        server.get(&format!("/api/Activities{query}{sep}pageNumber=3"), Some(&token)).await;
        if let Some(next) = first["nextCursor"].as_str() {
            let (status, body) = server.get(&format!("/api/Activities{query}{sep}after={next}"), Some(&token)).await;
            assert_eq!(status, 200, "{body}");
        }
    }

    let statements = sent(&server.log_text());
    assert!(statements.len() > 40, "the server's log holds the lists' SQL: {}", statements.len());
    let mut faults = Vec::new();
    for sql in &statements {
        let plan = match db.backend {
            Backend::Postgres => explain_postgres(&db.url, sql).await,
            Backend::Sqlite => explain_sqlite(&db.url, sql).await,
        };
        faults.extend(plan.into_iter().map(|f| format!("{f}\n    in: {sql}")));
    }
    assert!(faults.is_empty(), "{} list queries read more than an index gives:\n{}", faults.len(), faults.join("\n"));
}

/// Walking the audit trail by `nextCursor` yields every row once, latest
/// first; walking back by `previousCursor` yields the same pages; a numbered
/// page agrees with the cursor page at the same place; a cursor that was
/// altered, belongs to another list or comes with a page number is a 400.
async fn a_cursor_walk_sees_every_row_once_both_ways(db: TestDb) {
    db.init_with_demo();
    db.bank(&["bench", "activities", "--rows", "1000", "--queries", "1", "-o", "json"]).ok();
    let token = db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();
    let total = db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await;
    let server = db.serve(&[]);
    let ids = |page: &Value| -> Vec<i64> {
        page["data"].as_array().expect("data").iter().filter_map(|a| a["Id"].as_i64()).collect()
    };

    let (mut pages, mut seen) = (Vec::new(), Vec::new());
    let (_, mut page) = server.get("/api/Activities?pageSize=100", Some(&token)).await;
    assert_eq!(page["totalRows"].as_i64(), Some(total), "an exact count under the bound: {page}");
    assert!(page.get("isEstimate").is_none(), "{page}");
    loop {
        seen.extend(ids(&page));
        pages.push(ids(&page));
        let Some(next) = page["nextCursor"].as_str().map(str::to_owned) else { break };
        let (status, body) = server.get(&format!("/api/Activities?pageSize=100&after={next}"), Some(&token)).await;
        assert_eq!(status, 200, "{body}");
        assert!(body["currentPage"].is_null(), "a cursor page has no number: {body}");
        page = body;
    }
    assert_eq!(seen.len() as i64, total, "every row once");
    let mut sorted = seen.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    sorted.dedup();
    assert_eq!(sorted.len(), seen.len(), "no row twice");

    // Back from the last page to the first, page by page.
    let mut back = vec![ids(&page)];
    while let Some(previous) = page["previousCursor"].as_str().map(str::to_owned) {
        let (status, body) = server.get(&format!("/api/Activities?pageSize=100&before={previous}"), Some(&token)).await;
        assert_eq!(status, 200, "{body}");
        back.push(ids(&body));
        page = body;
    }
    back.reverse();
    assert_eq!(back, pages, "the pages walked back are the pages walked forward");

    let (_, third) = server.get("/api/Activities?pageSize=100&pageNumber=3", Some(&token)).await;
    assert_eq!(ids(&third), pages[2], "page 3 by number is the third page by cursor");

    let (_, first) = server.get("/api/Activities?pageSize=10", Some(&token)).await;
    let cursor = first["nextCursor"].as_str().expect("a next cursor").to_owned();
    let mut altered = cursor.clone().into_bytes();
    altered[5] = if altered[5] == b'A' { b'B' } else { b'A' };
    let altered = String::from_utf8(altered).expect("ascii");
    let (status, body) = server.get(&format!("/api/Activities?after={altered}"), Some(&token)).await;
    assert_eq!(status, 400, "an altered cursor: {body}");
    assert!(body.to_string().contains("after"), "the error names the field: {body}");
    let (status, body) = server.get(&format!("/api/Activities?after={cursor}&pageNumber=2"), Some(&token)).await;
    assert_eq!(status, 400, "a cursor and a page number: {body}");
    let entries = send(&server, &token, "RetrieveJournalEntriesQuery", json!({"pageSize": 1})).await;
    let (status, body) = server
        .post(
            "/api/core/cmd",
            Some(&token),
            &json!({"Cmd": "GetActivitiesQuery", "Data": {"after": find(&entries, "nextCursor")}}),
        )
        .await;
    assert_eq!(status, 400, "another list's cursor: {body}");
}

/// An export larger than a batch comes back whole over HTTP (one chunked
/// answer in the command's own shape, no cursor left to follow) and from
/// `bank journal entries --export`, as CSV and as JSON lines.
async fn an_export_streams_every_row_in_one_answer(db: TestDb) {
    db.bank(&["init"]).ok();
    db.bank(&["bench", "deposits", "--clients", "2", "--count", "2600", "-o", "json"]).ok();
    let entries = db.sql_scalar_i64("SELECT COUNT(*) FROM journal_entries").await;
    assert!(entries > 10_000, "more than two batches: {entries}");
    let token = db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();
    let server = db.serve(&[]);
    let ask = json!({"Cmd": "RetrieveJournalEntriesQuery", "Data": {"isExport": true}});
    let (status, body) = server.post("/api/core/cmd", Some(&token), &ask).await;
    assert_eq!(status, 200, "{body}");
    let items = body["Data"]["items"].as_array().expect("items");
    let ids: BTreeSet<i64> = items.iter().filter_map(|e| e["Id"].as_i64()).collect();
    assert_eq!((items.len() as i64, ids.len() as i64), (entries, entries), "every entry once");
    assert!(body["Data"].get("nextCursor").is_none() && body["HasNext"] == false, "nothing left to follow");

    let csv = db.bank(&["journal", "entries", "--export", "csv"]).ok().stdout();
    assert_eq!(csv.lines().count() as i64, entries + 1, "a header and every entry");
    assert!(csv.starts_with("Id,GLCode,"), "{}", &csv[..80.min(csv.len())]);
    let gl =
        "SELECT g.gl_code FROM journal_entries e JOIN gl_accounts g ON g.id = e.gl_account_id ORDER BY e.id LIMIT 1";
    let gl = db.sql_text(gl).await;
    let on_gl = db.sql_scalar_i64(&format!("SELECT COUNT(*) FROM journal_entries e JOIN gl_accounts g ON g.id = e.gl_account_id WHERE g.gl_code = '{gl}'")).await;
    let jsonl = db.bank(&["journal", "entries", "--export", "jsonl", "--gl-code", &gl]).ok().stdout();
    let lines: Vec<Value> = jsonl.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert!(on_gl > 5_000 && lines.len() as i64 == on_gl, "{} of {on_gl} entries of {gl}", lines.len());
    assert!(lines.iter().all(|e| e["GLCode"] == gl.as_str()), "the filter holds across batches");
}

/// Page 1, page 3, the page after page 1's last row and the page before that.
async fn walk(server: &Server, token: &str, name: &str, data: &Value) {
    let first = send(server, token, name, data.clone()).await;
    // The staff notification list pages by cursor and limit only.
    if name != "RetrieveNotificationsQuery" {
        let mut deep = data.clone();
        deep["pageNumber"] = 3.into();
        send(server, token, name, deep).await;
    }
    if let Some(next) = find(&first, "nextCursor") {
        let mut after = data.clone();
        after["after"] = next.into();
        let page = send(server, token, name, after).await;
        if let Some(previous) = find(&page, "previousCursor") {
            let mut before = data.clone();
            before["before"] = previous.into();
            send(server, token, name, before).await;
        }
    }
}

/// Sends a command (every staff endpoint serves every command); it must succeed.
async fn send(server: &Server, token: &str, name: &str, data: Value) -> Value {
    let (status, body) = server.post("/api/core/cmd", Some(token), &json!({"Cmd": name, "Data": data})).await;
    assert_eq!(status, 200, "{name} {data}: {body}");
    body
}

fn find(v: &Value, key: &str) -> Option<String> {
    match v {
        Value::Object(m) => {
            m.get(key).and_then(Value::as_str).map(str::to_owned).or_else(|| m.values().find_map(|v| find(v, key)))
        }
        Value::Array(a) => a.iter().find_map(|v| find(v, key)),
        _ => None,
    }
}

/// The distinct reads of large tables the server logged (JSON lines, target `bank::sql`).
fn sent(log: &str) -> BTreeSet<String> {
    log.lines()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .filter(|v| v["target"] == "bank::sql")
        .filter_map(|v| v["fields"]["message"].as_str().map(|s| s.split_whitespace().collect::<Vec<_>>().join(" ")))
        .filter(|sql| sql.starts_with("SELECT") && !sql.contains(" FOR UPDATE"))
        .filter(|sql| LARGE.iter().any(|t| sql.contains(&format!("FROM {t}")) || sql.contains(&format!("JOIN {t}"))))
        .collect()
}

fn parameters(sql: &str) -> usize {
    let mut max = 0;
    let mut rest = sql;
    while let Some(i) = rest.find('$') {
        let digits: String = rest[i + 1..].chars().take_while(char::is_ascii_digit).collect();
        max = max.max(digits.parse().unwrap_or(0));
        rest = &rest[i + 1..];
    }
    max
}

async fn explain_postgres(url: &str, sql: &str) -> Vec<String> {
    let pool = sqlx::PgPool::connect(url).await.expect("postgres");
    let mut conn = pool.acquire().await.expect("connection");
    let run = |text: String| sqlx::raw_sql(sqlx::AssertSqlSafe(text));
    // The generic plan (no values), with scans and sorts priced out: what is
    // left of them had no index to serve the filter or the order.
    let settings = "SET plan_cache_mode = force_generic_plan; SET enable_seqscan = off; SET enable_sort = off";
    run(settings.into()).execute(&mut *conn).await.expect("planner settings");
    run(format!("PREPARE q AS {sql}")).execute(&mut *conn).await.unwrap_or_else(|e| panic!("{e}: {sql}"));
    let nulls = vec!["NULL"; parameters(sql)].join(", ");
    let execute = if nulls.is_empty() { "EXECUTE q".to_owned() } else { format!("EXECUTE q({nulls})") };
    let plan: Value = sqlx::query_scalar(sqlx::AssertSqlSafe(format!("EXPLAIN (FORMAT JSON) {execute}")))
        .fetch_one(&mut *conn)
        .await
        .unwrap_or_else(|e| panic!("{e}: {sql}"));
    drop(conn);
    pool.close().await;
    let mut faults = Vec::new();
    postgres_faults(&plan[0]["Plan"], false, &mut faults);
    faults
}

fn postgres_faults(node: &Value, under_limit: bool, faults: &mut Vec<String>) {
    let kind = node["Node Type"].as_str().unwrap_or_default();
    let relation = node["Relation Name"].as_str().unwrap_or_default();
    if kind == "Seq Scan" && LARGE.contains(&relation) && (node.get("Filter").is_some() || !under_limit) {
        faults.push(format!("a sequential scan of {relation}"));
    }
    let children = node["Plans"].as_array().cloned().unwrap_or_default();
    if kind == "Sort" {
        let rows = children.first().and_then(|c| c["Plan Rows"].as_f64()).unwrap_or(0.0);
        if rows > SORT_LIMIT {
            faults.push(format!("a sort of {rows} rows"));
        }
    }
    let under_limit = under_limit || kind == "Limit";
    for child in &children {
        postgres_faults(child, under_limit, faults);
    }
}

async fn explain_sqlite(url: &str, sql: &str) -> Vec<String> {
    let pool = sqlx::SqlitePool::connect(url).await.expect("sqlite");
    let mut query =
        sqlx::query_as::<_, (i64, i64, i64, String)>(sqlx::AssertSqlSafe(format!("EXPLAIN QUERY PLAN {sql}")));
    for _ in 0..parameters(sql) {
        query = query.bind(1_i64);
    }
    let rows = query.fetch_all(&pool).await.unwrap_or_else(|e| panic!("{e}: {sql}"));
    pool.close().await;
    let aliases = aliases(sql);
    let bounded_scan = bounded_scan(sql);
    let mut faults = Vec::new();
    let whole: Vec<&str> = rows.iter().map(|r| r.3.as_str()).collect();
    let whole = whole.join(" | ");
    for (_, _, _, detail) in &rows {
        let mut words = detail.split_whitespace();
        if let (Some("SCAN"), Some(name)) = (words.next(), words.next()) {
            let table = aliases.get(name).map_or(name, String::as_str);
            if LARGE.contains(&table) && !detail.contains(" USING ") && !bounded_scan {
                faults.push(format!("a full scan of {table}"));
            }
        }
        // The deferred join sorts the one page its subquery picked.
        if detail.contains("TEMP B-TREE FOR ORDER BY") && !sql.contains(" IN (SELECT ") {
            faults.push(format!("a sort of all matching rows ({whole})"));
        }
    }
    faults
}

/// A count bounded by its LIMIT may read the table when nothing narrows it
/// (no filter but joins) or when only a contains-search does: no B-tree
/// serves `LIKE '%…%'`, so a search reads rows until it has counted the bound
/// (the README lists this cost; a trigram index is the way past it).
fn bounded_scan(sql: &str) -> bool {
    let Some(filter) = sql.strip_prefix("SELECT COUNT(*) FROM (SELECT 1 ").and_then(|s| s.split_once(" WHERE 1 = 1"))
    else {
        return false;
    };
    let terms = filter.1.trim_end_matches(" LIMIT 10001) c");
    sql.contains(" LIKE ")
        || terms.split(" AND ").skip(1).all(|t| t.split(" = ").all(|side| side.contains('.') && !side.contains('$')))
}

/// `alias → table` from `FROM table alias` and `JOIN table alias`.
fn aliases(sql: &str) -> BTreeMap<String, String> {
    let words: Vec<&str> = sql.split_whitespace().collect();
    let mut map = BTreeMap::new();
    for w in words.windows(3) {
        if matches!(w[0], "FROM" | "JOIN") && !matches!(w[2], "WHERE" | "JOIN" | "LEFT" | "ON" | "ORDER" | "LIMIT") {
            map.insert(w[2].trim_end_matches(',').to_owned(), w[1].to_owned());
        }
    }
    map
}

/// A numbered page deep in the audit trail starts at a page mark, and is
/// exactly the page its offset names: after rows were counted in order, after
/// back-dated rows moved the marks on, and past the end; each mark's position
/// is its row's place in the list.
async fn a_deep_numbered_page_is_the_page_its_offset_names(db: TestDb) {
    db.init_with_demo();
    // Rows spread over a year before now: the second seeding sorts among the first.
    // Two synthetic users, so that each has pages enough for marks of their own.
    for _ in 0..2 {
        db.bank(&["bench", "activities", "--rows", "3000", "--users", "2", "--queries", "1", "-o", "json"]).ok();
    }
    let marks_misplaced = db
        .sql_scalar_i64(
            "SELECT COUNT(*) FROM page_marks m JOIN (
                 SELECT id, ROW_NUMBER() OVER (ORDER BY occurred_at, id) AS n FROM activities) r ON r.id = m.id
             WHERE m.list = 'activities' AND m.pos <> r.n",
        )
        .await;
    let widest = db
        .sql_scalar_i64(
            "SELECT COALESCE(MAX(pos - COALESCE(before, 0)), 0) FROM (
                 SELECT pos, LAG(pos) OVER (ORDER BY pos) AS before FROM page_marks WHERE list = 'activities') m",
        )
        .await;
    let rows = db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await;
    let last = db.sql_scalar_i64("SELECT COALESCE(MAX(pos), 0) FROM page_marks WHERE list = 'activities'").await;
    assert_eq!(marks_misplaced, 0, "every mark is at its row's place");
    assert!(widest <= 1024 && rows - last < 512, "marks 512 to 1,024 rows apart: {widest}, the last {last} of {rows}");

    let token = db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();
    let server = db.serve_logging(&["--log-json"], "warn,bank::sql=trace");
    let total = db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await;
    for size in [50_i64, 37] {
        let last = (total + size - 1) / size;
        for number in [1, 2, 11, 40, 80, 121, last, last + 1] {
            let (status, page) =
                server.get(&format!("/api/Activities?pageSize={size}&pageNumber={number}"), Some(&token)).await;
            assert_eq!(status, 200, "{page}");
            assert_eq!((page["totalRows"].as_i64(), page.get("isEstimate")), (Some(total), None), "{number}");
            let ids: Vec<String> = page["data"].as_array().expect("data").iter().map(|a| a["Id"].to_string()).collect();
            let offset = (number - 1) * size;
            let expected = db
                .sql_text(&format!(
                    "SELECT COALESCE(string_agg(CAST(id AS TEXT), ',' ORDER BY occurred_at DESC, id DESC), '')
                     FROM (SELECT id, occurred_at FROM activities ORDER BY occurred_at DESC, id DESC
                           LIMIT {size} OFFSET {offset}) p"
                ))
                .await;
            assert_eq!(ids.join(","), expected, "page {number} of {size}");
            if (size, number) == (50, 80) {
                // The command's default range (ten years to today) holds every row:
                // it is read as the whole trail, the same page.
                let by_command = send(&server, &token, "GetActivitiesQuery", json!({"pageNumber": 80})).await;
                let data = &by_command["Data"];
                let ids: Vec<String> =
                    data["activities"].as_array().expect("activities").iter().map(|a| a["Id"].to_string()).collect();
                assert_eq!((ids.join(","), data["totalRows"].as_i64()), (expected, Some(total)), "{data}");
            }
        }
    }
    assert!(
        server.log_text().contains("FROM page_marks WHERE list = $1 AND part = $2 AND pos > $3"),
        "the deep pages seek to a mark"
    );
    one_users_pages_seek_to_their_own_marks(&db, &server, &token).await;
    drop(server);

    db.bank(&["verify"]).ok();
    for (list, found) in [("activities", "of the activities is row"), ("activities.user", "of the activities of user")]
    {
        let sql = format!(
            "UPDATE page_marks SET pos = pos + 1 WHERE list = '{list}'
             AND pos = (SELECT MIN(pos) FROM page_marks WHERE list = '{list}') AND part = (SELECT MIN(part) FROM page_marks WHERE list = '{list}')"
        );
        db.sql_execute(&sql).await.expect("a mark moved out of band");
        let out = db.bank(&["verify"]).fails_with(1);
        assert!(out.stdout().contains(found), "{}", out.stdout());
    }
}

/// One user's activities are a list of their own, with page marks of their
/// own: a deep page of them, by number, is the page its offset names, and
/// their total is exact.
async fn one_users_pages_seek_to_their_own_marks(db: &TestDb, server: &Server, token: &str) {
    let user = db.sql_scalar_i64("SELECT MIN(user_id) FROM activities WHERE user_name LIKE 'bench.user%'").await;
    let total = db.sql_scalar_i64(&format!("SELECT COUNT(*) FROM activities WHERE user_id = {user}")).await;
    let last_mark = db
        .sql_scalar_i64(&format!("SELECT MAX(pos) FROM page_marks WHERE list = 'activities.user' AND part = {user}"))
        .await;
    assert!(total - last_mark < 512, "the user's {total} rows are marked to the last stride: {last_mark}");
    let size = 50;
    let last = (total + size - 1) / size;
    for number in [1, 2, 11, 40, last, last + 1] {
        let (status, page) = server
            .get(&format!("/api/Activities?userId={user}&pageSize={size}&pageNumber={number}"), Some(token))
            .await;
        assert_eq!(status, 200, "{page}");
        assert_eq!((page["totalRows"].as_i64(), page.get("isEstimate")), (Some(total), None), "{number}");
        let ids: Vec<String> = page["data"].as_array().expect("data").iter().map(|a| a["Id"].to_string()).collect();
        let expected = db
            .sql_text(&format!(
                "SELECT COALESCE(string_agg(CAST(id AS TEXT), ',' ORDER BY occurred_at DESC, id DESC), '')
                 FROM (SELECT id, occurred_at FROM activities WHERE user_id = {user}
                       ORDER BY occurred_at DESC, id DESC LIMIT {size} OFFSET {}) p",
                (number - 1) * size
            ))
            .await;
        assert_eq!(ids.join(","), expected, "page {number} of the user's");
    }
    assert!(server.log_text().contains("FROM page_mark_parts WHERE list = $3 AND part = $4"), "the user's own marks");
}
