//! Migrations, schema checks and the append-only trail, on both backends.

use crate::on_both_backends;
use crate::support::{Backend, TestDb};

on_both_backends!(
    init_migrates_from_empty_and_again,
    uninitialised_database_is_refused,
    newer_schema_is_refused,
    activities_are_append_only,
    branches_gl_accounts_and_users_are_kept,
    an_upgrade_counts_the_sealed_trail_into_page_marks,
    an_upgrade_numbers_each_approvers_approvals
);

async fn init_migrates_from_empty_and_again(db: TestDb) {
    let first = db.bank(&["init", "-o", "json"]).ok_json();
    assert_eq!(
        first["appliedMigrations"],
        serde_json::json!([
            1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29,
            30, 31, 32, 33, 34, 35, 36
        ])
    );
    assert_eq!(first["createdAdmin"], true);
    assert_eq!(first["seededRoles"].as_array().map(Vec::len), Some(7));

    let again = db.bank(&["init", "-o", "json"]).ok_json();
    assert_eq!(again["appliedMigrations"], serde_json::json!([]));
    assert_eq!(again["createdAdmin"], false);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM roles").await, 7);
    assert_eq!(db.sql_scalar_i64("SELECT COUNT(*) FROM users").await, 1);
    assert_eq!(db.sql_scalar_i64("SELECT MAX(version) FROM bank_schema").await, 36);
}

async fn uninitialised_database_is_refused(db: TestDb) {
    let run = db.bank(&["branch", "list"]).fails_with(69);
    assert!(run.stderr().contains("bank init"), "{}", run.stderr());
}

async fn newer_schema_is_refused(db: TestDb) {
    db.bank(&["init"]).ok();
    db.sql_execute("INSERT INTO bank_schema (version, name, applied_at) VALUES (999, 'future', CURRENT_TIMESTAMP)")
        .await
        .expect("insert future version");
    let run = db.bank(&["branch", "list"]).fails_with(69);
    assert!(run.stderr().contains("newer than this build"), "{}", run.stderr());
    // init refuses to touch it too.
    db.bank(&["init"]).fails_with(69);
}

async fn activities_are_append_only(db: TestDb) {
    db.bank(&["init"]).ok();
    assert!(db.sql_scalar_i64("SELECT COUNT(*) FROM activities").await >= 1);
    let update = db.sql_execute("UPDATE activities SET success = FALSE").await;
    assert!(update.is_err_and(|e| e.contains("append-only")));
    let delete = db.sql_execute("DELETE FROM activities").await;
    assert!(delete.is_err_and(|e| e.contains("append-only")));
}

/// What the journal's names point at is never taken away, on either backend;
/// a name written wrong anyway (PostgreSQL has no foreign key on it, since
/// migration 36) is named by `bank verify`.
async fn branches_gl_accounts_and_users_are_kept(db: TestDb) {
    db.init_with_demo();
    for sql in [
        "DELETE FROM branches WHERE id = (SELECT MAX(id) FROM branches)",
        "DELETE FROM gl_accounts WHERE id = (SELECT MAX(id) FROM gl_accounts)",
        "DELETE FROM users WHERE id = (SELECT MAX(id) FROM users)",
        "UPDATE gl_accounts SET id = id + 1000000",
        "UPDATE users SET id = id + 1000000",
    ] {
        let refused = db.sql_execute(sql).await;
        assert!(refused.as_ref().is_err_and(|e| e.contains("never deleted or renumbered")), "{sql}: {refused:?}");
    }
    db.bank(&["verify"]).ok();
    let orphan = "INSERT INTO journal_entries (journal_transaction_id, gl_account_id, entry_type, amount_minor, currency, booking_date)
                  SELECT id, 987654, 1, 5, 'NGN', booking_date FROM journal_transactions WHERE id = 1";
    let planted = db.sql_execute(orphan).await;
    if matches!(db.backend, Backend::Sqlite) {
        assert!(planted.is_err(), "SQLite's foreign key refuses the line");
        return;
    }
    planted.expect("plant a line naming a missing GL account");
    let report = db.bank(&["verify", "-o", "json"]).fails_with(1).json();
    let names = report["Data"]["Checks"]
        .as_array()
        .and_then(|c| c.iter().find(|c| c["Name"].as_str().is_some_and(|n| n.contains("names a branch"))))
        .expect("the names check");
    assert_eq!(names["Passed"], false, "{names}");
    assert!(names["Mismatches"][0].as_str().is_some_and(|m| m.contains("missing GL account 987654")), "{names}");
}

/// What takes a database back from migration 36 to 34.
fn undo_35_36(backend: Backend) -> Vec<String> {
    let mut undo: Vec<String> = match backend {
        Backend::Postgres => [
            "DROP FUNCTION kept_parents() CASCADE",
            "ALTER TABLE journal_transactions ADD FOREIGN KEY (branch_id) REFERENCES branches(id)",
            "ALTER TABLE journal_transactions ADD FOREIGN KEY (user_id) REFERENCES users(id)",
            "ALTER TABLE journal_entries ADD FOREIGN KEY (gl_account_id) REFERENCES gl_accounts(id)",
            "ALTER TABLE journal_entries ADD FOREIGN KEY (branch_id) REFERENCES branches(id)",
            "ALTER TABLE transactions ADD FOREIGN KEY (maker_id) REFERENCES users(id)",
            "DROP FUNCTION config_changed() CASCADE",
            "DROP SEQUENCE config_versions",
        ]
        .map(String::from)
        .to_vec(),
        Backend::Sqlite => ["branches", "gl_accounts", "users"]
            .iter()
            .flat_map(|table| [format!("DROP TRIGGER {table}_kept"), format!("DROP TRIGGER {table}_kept_id")])
            .chain(["settings", "approval_thresholds", "gl_accounts"].iter().flat_map(|table| {
                ["insert", "update", "delete"].map(|op| format!("DROP TRIGGER {table}_versioned_on_{op}"))
            }))
            .collect(),
    };
    undo.push("DROP TABLE config_version".into());
    undo
}

/// What takes a database back from migration 34 to 33 (either backend).
const UNDO_34: &str = "ALTER TABLE transactions DROP COLUMN hold_kind";

/// What takes a SQLite database back from migration 33 to 32.
const SQLITE_UNDO_33: [&str; 4] = [
    "DROP TRIGGER bank_unchanged_asserts",
    "DROP VIEW bank_unchanged",
    "DROP TRIGGER deposit_accounts_row_version",
    "ALTER TABLE deposit_accounts DROP COLUMN row_version",
];

/// A database sealed before page marks existed (migration 27) has its trail
/// counted into them, whole and per user, by the `bank init` that brings
/// migrations 28 and 29 (and 30 to 36), not by the first command after it.
async fn an_upgrade_counts_the_sealed_trail_into_page_marks(db: TestDb) {
    db.bank(&["init"]).ok();
    db.bank(&["bench", "activities", "--rows", "1500", "--users", "1", "--queries", "1", "-o", "json"]).ok();
    // Migration 33's row version (SQLite), 30's profile count, then 28's and 29's page marks.
    let uncount: &[&str] = match db.backend {
        Backend::Sqlite => &[
            UNDO_34,
            SQLITE_UNDO_33[0],
            SQLITE_UNDO_33[1],
            SQLITE_UNDO_33[2],
            SQLITE_UNDO_33[3],
            "DROP TRIGGER customer_profiles_counted_in",
            "DROP TRIGGER customer_profiles_counted_out",
            "DROP TRIGGER customer_profiles_recounted",
        ],
        Backend::Postgres => {
            &[UNDO_34, "DROP FUNCTION customer_profiles_count() CASCADE", "DROP FUNCTION bank_unchanged(BOOLEAN)"]
        }
    };
    let unmark = [
        "ALTER TABLE clients DROP COLUMN app_profiles",
        "DROP TABLE page_marks",
        "DROP TABLE page_mark_heads",
        "DROP TABLE page_mark_parts",
        "DROP INDEX transaction_approvals_by_ordinal",
        "ALTER TABLE transaction_approvals DROP COLUMN ordinal",
        "ALTER TABLE users DROP COLUMN approvals_given",
        "CREATE INDEX transaction_approvals_by_approver ON transaction_approvals (approver_id, approved_at)",
        "DELETE FROM bank_schema WHERE version >= 28",
    ];
    for undo in undo_35_36(db.backend) {
        db.sql_execute(&undo).await.expect("back to migration 34");
    }
    for undo in uncount.iter().chain(&unmark) {
        db.sql_execute(undo).await.expect("back to migration 27");
    }
    let upgrade = db.bank(&["init", "-o", "json"]).ok_json();
    assert_eq!(upgrade["appliedMigrations"], serde_json::json!([28, 29, 30, 31, 32, 33, 34, 35, 36]));
    let sealed = db.sql_scalar_i64("SELECT seq FROM chain_heads WHERE stream = 'activity'").await;
    let counted = db.sql_scalar_i64("SELECT seq FROM page_mark_heads WHERE list = 'activities'").await;
    let marks = db.sql_scalar_i64("SELECT COUNT(*) FROM page_marks WHERE list = 'activities'").await;
    assert!(sealed > 1500, "the bench sealed what it wrote: {sealed}");
    assert_eq!((counted, marks), (sealed, sealed / 512), "the sealed trail is counted at the upgrade");
    let by_user = "SELECT COUNT(*) FROM page_marks WHERE list = 'activities.user' AND part = 9000000";
    let user_counted = "SELECT seq FROM page_mark_parts WHERE list = 'activities.user' AND part = 9000000";
    let mine = db.sql_scalar_i64("SELECT COUNT(*) FROM activities WHERE user_id = 9000000").await;
    assert_eq!(mine, 1500, "the bench's one user wrote every row");
    assert_eq!(
        (db.sql_scalar_i64(user_counted).await, db.sql_scalar_i64(by_user).await),
        (1500, 1500 / 512),
        "the user's rows are counted at the upgrade"
    );
}

/// Approvals given before migration 31 are numbered, each approver's in the
/// order given, and each approver's count kept, by the `bank init` that
/// brings it: `bank verify` checks both.
async fn an_upgrade_numbers_each_approvers_approvals(db: TestDb) {
    db.bank(&["init"]).ok();
    db.bench_approvals(15);
    let undo_32_34: &[&str] = match db.backend {
        Backend::Postgres => &[UNDO_34, "DROP FUNCTION bank_unchanged(BOOLEAN)"],
        Backend::Sqlite => &[UNDO_34, SQLITE_UNDO_33[0], SQLITE_UNDO_33[1], SQLITE_UNDO_33[2], SQLITE_UNDO_33[3]],
    };
    for undo in undo_35_36(db.backend) {
        db.sql_execute(&undo).await.expect("back to migration 34");
    }
    for undo in undo_32_34 {
        db.sql_execute(undo).await.expect("back to migration 30");
    }
    for undo in [
        "DROP INDEX transaction_approvals_by_ordinal",
        "ALTER TABLE transaction_approvals DROP COLUMN ordinal",
        "ALTER TABLE users DROP COLUMN approvals_given",
        "CREATE INDEX transaction_approvals_by_approver ON transaction_approvals (approver_id, approved_at)",
        "DELETE FROM bank_schema WHERE version >= 31",
    ] {
        db.sql_execute(undo).await.expect("back to migration 30");
    }
    let upgrade = db.bank(&["init", "-o", "json"]).ok_json();
    assert_eq!(upgrade["appliedMigrations"], serde_json::json!([31, 32, 33, 34, 35, 36]));
    let given = "SELECT approvals_given FROM users WHERE username LIKE 'bench.approver.%'";
    assert_eq!(db.sql_scalar_i64(given).await, 30);
    let in_order = "SELECT COUNT(*) FROM transaction_approvals a JOIN transaction_approvals b
                    ON a.approver_id = b.approver_id AND a.ordinal < b.ordinal AND a.approved_at > b.approved_at";
    assert_eq!(db.sql_scalar_i64(in_order).await, 0, "numbered in the order given");
    db.bank(&["verify"]).ok();
}
