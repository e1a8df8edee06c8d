//! The clearing calendar: when a deposited cheque is expected to clear, by its
//! clearing class, counting business days (no weekends, no configured holidays).

use std::collections::BTreeSet;

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use crate::args;
use crate::error::Result;
use crate::store::Tx;

/// How far a cheque travels to clear. The spec's clearing times, in business days.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClearingClass {
    /// Drawn on an account of this bank at the depositor's branch: same day.
    SameBankLocal,
    /// Drawn on an account of this bank at another branch: 1 business day.
    SameBankOtherBranch,
    /// Another bank in the same clearing zone: 1-2 business days.
    InterBankLocal,
    /// Another bank up-country: 2-3 business days.
    InterBankUpcountry,
    /// A foreign bank: 10-21 business days.
    Foreign,
}

pub const CLASSES: &[&str] =
    &["SAME_BANK_LOCAL", "SAME_BANK_OTHER_BRANCH", "INTER_BANK_LOCAL", "INTER_BANK_UPCOUNTRY", "FOREIGN"];

impl ClearingClass {
    pub fn parse(text: &str) -> Option<ClearingClass> {
        Some(match text {
            "SAME_BANK_LOCAL" => ClearingClass::SameBankLocal,
            "SAME_BANK_OTHER_BRANCH" => ClearingClass::SameBankOtherBranch,
            "INTER_BANK_LOCAL" => ClearingClass::InterBankLocal,
            "INTER_BANK_UPCOUNTRY" => ClearingClass::InterBankUpcountry,
            "FOREIGN" => ClearingClass::Foreign,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            ClearingClass::SameBankLocal => "SAME_BANK_LOCAL",
            ClearingClass::SameBankOtherBranch => "SAME_BANK_OTHER_BRANCH",
            ClearingClass::InterBankLocal => "INTER_BANK_LOCAL",
            ClearingClass::InterBankUpcountry => "INTER_BANK_UPCOUNTRY",
            ClearingClass::Foreign => "FOREIGN",
        }
    }

    /// The business days the spec's range allows, (fastest, slowest).
    pub fn business_days(self) -> (u32, u32) {
        match self {
            ClearingClass::SameBankLocal => (0, 0),
            ClearingClass::SameBankOtherBranch => (1, 1),
            ClearingClass::InterBankLocal => (1, 2),
            ClearingClass::InterBankUpcountry => (2, 3),
            ClearingClass::Foreign => (10, 21),
        }
    }
}

/// Holidays are few; a calendar reads at most this many from `from` onwards.
const MAX_HOLIDAYS_READ: i64 = 400;

pub fn is_business_day(day: NaiveDate, holidays: &BTreeSet<NaiveDate>) -> bool {
    !matches!(day.weekday(), Weekday::Sat | Weekday::Sun) && !holidays.contains(&day)
}

/// `days` business days after `from`; with 0, `from` itself when it is a
/// business day, else the next one (a cheque paid in on a Saturday starts
/// clearing on Monday).
pub fn add_business_days(from: NaiveDate, days: u32, holidays: &BTreeSet<NaiveDate>) -> NaiveDate {
    let mut day = from;
    while !is_business_day(day, holidays) {
        day += Duration::days(1);
    }
    let mut left = days;
    while left > 0 {
        day += Duration::days(1);
        if is_business_day(day, holidays) {
            left -= 1;
        }
    }
    day
}

/// The expected clearing date of a cheque deposited on `deposited`: the slow
/// end of the class's range, so the hold is never released before clearing can
/// have happened.
pub fn expected_clearing_date(deposited: NaiveDate, class: ClearingClass, holidays: &BTreeSet<NaiveDate>) -> NaiveDate {
    add_business_days(deposited, class.business_days().1, holidays)
}

/// The configured holidays from `from` on.
pub async fn holidays(tx: &mut Tx, from: NaiveDate) -> Result<BTreeSet<NaiveDate>> {
    let rows: Vec<(NaiveDate,)> = tx
        .fetch_all(
            "SELECT holiday FROM cheque_holidays WHERE holiday >= $1 ORDER BY holiday LIMIT $2",
            args![from, MAX_HOLIDAYS_READ],
        )
        .await?;
    Ok(rows.into_iter().map(|(d,)| d).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("date")
    }

    fn none() -> BTreeSet<NaiveDate> {
        BTreeSet::new()
    }

    #[test]
    fn same_day_on_a_business_day_and_monday_after_a_weekend() {
        // 2026-11-20 is a Friday.
        assert_eq!(expected_clearing_date(d("2026-11-20"), ClearingClass::SameBankLocal, &none()), d("2026-11-20"));
        assert_eq!(expected_clearing_date(d("2026-11-21"), ClearingClass::SameBankLocal, &none()), d("2026-11-23"));
        assert_eq!(expected_clearing_date(d("2026-11-22"), ClearingClass::SameBankLocal, &none()), d("2026-11-23"));
    }

    #[test]
    fn business_days_skip_weekends() {
        let friday = d("2026-11-20");
        assert_eq!(expected_clearing_date(friday, ClearingClass::SameBankOtherBranch, &none()), d("2026-11-23"));
        assert_eq!(expected_clearing_date(friday, ClearingClass::InterBankLocal, &none()), d("2026-11-24"));
        assert_eq!(expected_clearing_date(friday, ClearingClass::InterBankUpcountry, &none()), d("2026-11-25"));
        // 21 business days: four weeks and a day later.
        assert_eq!(expected_clearing_date(friday, ClearingClass::Foreign, &none()), d("2026-12-21"));
        let wednesday = d("2026-11-18");
        assert_eq!(expected_clearing_date(wednesday, ClearingClass::InterBankLocal, &none()), d("2026-11-20"));
        assert_eq!(expected_clearing_date(wednesday, ClearingClass::InterBankUpcountry, &none()), d("2026-11-23"));
    }

    #[test]
    fn holidays_are_skipped_like_weekends() {
        // Christmas and Boxing Day 2026 fall on Friday and Saturday.
        let holidays: BTreeSet<NaiveDate> = [d("2026-12-25"), d("2026-12-28")].into_iter().collect();
        let thursday = d("2026-12-24");
        assert_eq!(expected_clearing_date(thursday, ClearingClass::SameBankOtherBranch, &holidays), d("2026-12-29"));
        assert_eq!(expected_clearing_date(d("2026-12-25"), ClearingClass::SameBankLocal, &holidays), d("2026-12-29"));
        assert_eq!(expected_clearing_date(thursday, ClearingClass::InterBankLocal, &holidays), d("2026-12-30"));
        assert!(!is_business_day(d("2026-12-25"), &holidays));
        assert!(is_business_day(d("2026-12-24"), &holidays));
    }

    #[test]
    fn classes_round_trip() {
        for name in CLASSES {
            assert_eq!(ClearingClass::parse(name).map(ClearingClass::as_str), Some(*name));
        }
        assert!(ClearingClass::parse("LOCAL").is_none());
    }
}
