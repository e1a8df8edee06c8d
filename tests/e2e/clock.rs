//! The bank's time zone (`bank config set time-zone`): "today" and date-only
//! boundaries are days of the bank's zone, on both backends. The zone is
//! picked so that its today is not UTC's today when the test runs (a zone at
//! UTC+14 from noon UTC, one at UTC-12 before), so every boundary below
//! differs from the UTC one in one direction or the other.

use chrono::{Duration, NaiveDate, Timelike, Utc};
use serde_json::json;

use crate::on_both_backends;
use crate::support::TestDb;

on_both_backends!(the_bank_time_zone_moves_every_day_boundary);

/// A zone whose date is not UTC's now, and its (fixed, DST-free) offset in hours.
fn zone_off_utc_today() -> (&'static str, i64) {
    if Utc::now().hour() >= 12 { ("Pacific/Kiritimati", 14) } else { ("Etc/GMT+12", -12) }
}

/// Today in a zone `offset_hours` from UTC, worked out without the bank.
fn today_at(offset_hours: i64) -> NaiveDate {
    (Utc::now() + Duration::hours(offset_hours)).date_naive()
}

fn day(d: NaiveDate, days: i64) -> String {
    (d + Duration::days(days)).to_string()
}

async fn the_bank_time_zone_moves_every_day_boundary(db: TestDb) {
    let manifest = db.init_with_demo();
    let number = manifest["accounts"][1]["accountNumber"].as_str().expect("number").to_owned();

    // UTC until set; an unknown zone is refused by name; tellers may not set it.
    let shown = db.bank(&["config", "show", "-o", "json"]).ok_json();
    assert_eq!(shown["Data"]["TimeZone"], "UTC", "{shown}");
    assert_eq!(shown["Data"]["BusinessDate"], Utc::now().date_naive().to_string(), "{shown}");
    let refused = db.bank(&["config", "set", "time-zone", "Lagos/Nigeria"]).fails_with(1);
    assert!(refused.stderr().contains("'Lagos/Nigeria' is not an IANA time zone"), "{}", refused.stderr());
    db.bank(&["--as", "teller.ada", "config", "set", "time-zone", "Africa/Lagos"]).fails_with(1);

    // A running server sees a change the CLI makes at once (no cache to go stale).
    let server = db.serve(&[]);
    let token = db.bank(&["token", "issue", "admin"]).ok().stdout().trim().to_owned();
    let (zone, offset) = zone_off_utc_today();
    let set = db.bank(&["config", "set", "time-zone", zone, "-o", "json"]).ok_json();
    assert_eq!(set["Data"]["TimeZone"], zone, "{set}");
    let local = today_at(offset);
    assert_ne!(local, Utc::now().date_naive(), "the zone was picked to differ from UTC");
    assert_eq!(set["Data"]["BusinessDate"], local.to_string(), "{set}");
    let query = json!({"Cmd": "RetrieveBankSettingsQuery", "Data": {}});
    let (status, body) = server.post("/api/core/cmd", Some(&token), &query).await;
    assert_eq!((status, &body["Data"]["TimeZone"]), (200, &json!(zone)), "{body}");
    let table = db.bank(&["config", "show"]).ok().stdout();
    assert!(table.contains("Business date") && table.contains(&local.to_string()), "{table}");
    let csv = db.bank(&["config", "show", "-o", "csv"]).ok().stdout();
    assert!(csv.starts_with("Field,Value\r\nTime zone,") && csv.contains(zone), "{csv}");
    let audited = format!("SELECT COUNT(*) FROM activities WHERE description LIKE 'bank time zone: {zone}%'");
    assert_eq!(db.sql_scalar_i64(&audited).await, 1);

    // Closing the books: the bank's today stays open, its yesterday may close.
    let open = db.bank(&["period", "close", "--through", &local.to_string()]).fails_with(1);
    assert!(open.stderr().contains("must be before today") && open.stderr().contains(zone), "{}", open.stderr());
    db.bank(&["period", "close", "--through", &day(local, -1)]).ok();
    // A posting now falls on the bank's today, which is open; one booked on
    // the closed day (a date alone is a bank day) is refused.
    let post = |date: Option<&str>| {
        let mut args =
            vec!["--as", "manager.dayo", "journal", "post", "--debit", "5001:10.00", "--credit", "1001:10.00"];
        args.extend(date.map(|d| ["--date", d]).into_iter().flatten());
        db.bank(&args)
    };
    post(None).ok();
    post(Some(&local.to_string())).ok();
    let closed = post(Some(&day(local, -1))).fails_with(1);
    assert!(closed.stderr().contains("closed accounting period"), "{}", closed.stderr());

    // Cheques: dated the bank's today is not post-dated; its tomorrow is.
    let cheque = |serial: &str, date: &str| {
        let args = [
            "cheque",
            "deposit",
            &number,
            "--amount",
            "100",
            "--number",
            serial,
            "--drawer-bank",
            "Zenith",
            "--drawer-account",
            "2000000002",
            "--date",
            date,
            "-o",
            "json",
        ];
        db.bank(&args)
    };
    let taken = cheque("930001", &local.to_string()).ok_json();
    assert_eq!(taken["data"]["chequeState"], "UNCLEARED", "{taken}");
    let post_dated = cheque("930002", &day(local, 1)).fails_with(1);
    assert!(post_dated.stderr().contains("post-dated"), "{}", post_dated.stderr());
    // The clearing batch runs for the bank's today by default, never its tomorrow.
    let batch = db.bank(&["cheque", "clear-due", "-o", "json"]).ok_json();
    assert_eq!(batch["date"], local.to_string(), "{batch}");
    let ahead = db.bank(&["cheque", "clear-due", "--date", &day(local, 1)]).fails_with(1);
    assert!(ahead.stderr().contains("after today"), "{}", ahead.stderr());
    db.bank(&["verify"]).ok();
}
