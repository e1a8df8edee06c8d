//! The bank's clock: the time zone its days follow (setting `time_zone`, an
//! IANA name, UTC unless set). Instants stay UTC in storage and on the wire;
//! "today" and every date-only boundary (cheque dates and clearing days, the
//! closing of the books, statements and date filters, document expiry) are
//! days of this zone (see [`crate::time`]). Each transaction reads the zone
//! once, on first need ([`crate::store::Tx::zone`]), so a change takes effect
//! for every server and the CLI with the commit that makes it.

use chrono::{DateTime, NaiveDate, Utc};
use serde::{Deserialize, Serialize};

use crate::Bank;
use crate::activity::{ActivityType, Draft};
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx, Registration};
use crate::error::{Error, Result};
use crate::store::Tx;
use crate::time::{self, Tz};
use crate::validate::Checks;

pub const COMMANDS: &[Registration] =
    &[Registration::of::<SetBankSettingsCommand>(), Registration::of::<RetrieveBankSettingsQuery>()];

/// The bank-wide settings and what they mean now.
#[derive(Debug, Serialize)]
#[serde(rename_all = "PascalCase")]
pub struct BankSettings {
    /// The IANA name of the bank's time zone.
    pub time_zone: String,
    /// Its offset from UTC now, e.g. `+01:00`.
    pub utc_offset: String,
    /// Today, in that zone.
    pub business_date: NaiveDate,
    /// Now, in that zone (RFC 3339 with its offset).
    pub local_time: String,
    /// Whether event subscribers may be on loopback, private or link-local addresses.
    pub allow_private_event_urls: bool,
}

impl BankSettings {
    fn at(zone: Tz, now: DateTime<Utc>, allow_private_event_urls: bool) -> BankSettings {
        let local = now.with_timezone(&zone);
        BankSettings {
            allow_private_event_urls,
            time_zone: zone.name().to_owned(),
            utc_offset: local.format("%:z").to_string(),
            business_date: local.date_naive(),
            local_time: local.format("%Y-%m-%dT%H:%M:%S%:z").to_string(),
        }
    }
}

/// `SetBankSettingsCommand`: `timeZone` (an IANA name such as `Africa/Lagos`;
/// `UTC` by default), `allowPrivateEventUrls` (false by default); either or both.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SetBankSettingsCommand {
    pub time_zone: Option<String>,
    pub allow_private_event_urls: Option<bool>,
}

impl Command for SetBankSettingsCommand {
    const NAME: &'static str = "SetBankSettingsCommand";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::AnyOf(&[perm::TRANSACTIONS_CONFIGURE]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Configuration);
    const MESSAGE: &'static str = "Bank settings saved.";
    type Output = BankSettings;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        match self.time_zone.as_deref() {
            None if self.allow_private_event_urls.is_none() => {
                c.add("timeZone", "is required unless allowPrivateEventUrls is given")
            }
            None => {}
            Some(name) => {
                if let Err(e) = time::parse_zone(name) {
                    c.add("timeZone", e);
                }
            }
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<BankSettings> {
        let mut said = Vec::new();
        if let Some(name) = self.time_zone {
            let zone = time::parse_zone(&name).map_err(|e| Error::invalid("timeZone", e))?;
            let before = cx.tx.zone().await?;
            cx.tx.put_setting(time::ZONE_SETTING, zone.name()).await?;
            cx.tx.forget_zone();
            said.push(format!("bank time zone: {} (was {})", zone.name(), before.name()));
        }
        if let Some(allow) = self.allow_private_event_urls {
            cx.tx.put_setting(crate::events::ALLOW_PRIVATE_SETTING, if allow { "true" } else { "false" }).await?;
            said.push(format!("event subscribers on private addresses: {}", if allow { "allowed" } else { "refused" }));
        }
        cx.record(Draft::new(said.join("; ")));
        settings(&mut cx.tx).await
    }
}

async fn settings(tx: &mut Tx) -> Result<BankSettings> {
    let allow = crate::events::allow_private(tx).await?;
    Ok(BankSettings::at(tx.zone().await?, Utc::now(), allow))
}

/// `RetrieveBankSettingsQuery`: the bank's time zone and today's date in it.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RetrieveBankSettingsQuery {}

impl Command for RetrieveBankSettingsQuery {
    const NAME: &'static str = "RetrieveBankSettingsQuery";
    const AREA: Area = Area::Core;
    const ACCESS: Access = Access::Authenticated;
    const ACTIVITY: Option<ActivityType> = None;
    type Output = BankSettings;

    async fn run(self, cx: &mut Cx<'_>) -> Result<BankSettings> {
        settings(&mut cx.tx).await
    }
}

impl Bank {
    /// Today, in the bank's time zone (a read of its own).
    pub async fn today(&self) -> Result<NaiveDate> {
        let mut tx: Tx = self.db().begin_read().await?;
        let today = tx.today().await?;
        tx.rollback().await?;
        Ok(today)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_show_the_zone_as_it_stands_at_an_instant() {
        let t = DateTime::parse_from_rfc3339("2026-11-21T23:30:00Z").expect("t").with_timezone(&Utc);
        let lagos = BankSettings::at(time::parse_zone("Africa/Lagos").expect("zone"), t, false);
        assert_eq!(lagos.time_zone, "Africa/Lagos");
        assert_eq!(lagos.utc_offset, "+01:00");
        assert_eq!(lagos.business_date.to_string(), "2026-11-22");
        assert_eq!(lagos.local_time, "2026-11-22T00:30:00+01:00");
        let honolulu = BankSettings::at(time::parse_zone("Pacific/Honolulu").expect("zone"), t, false);
        assert_eq!((honolulu.utc_offset.as_str(), honolulu.business_date.to_string()), ("-10:00", "2026-11-21".into()));
    }

    #[test]
    fn an_unknown_zone_is_refused_by_name() {
        let refused =
            SetBankSettingsCommand { time_zone: Some("Lagos/Nigeria".into()), ..Default::default() }.validate();
        let text = refused.expect_err("refused").to_string();
        assert!(text.contains("'Lagos/Nigeria'"), "{text}");
        assert!(SetBankSettingsCommand::default().validate().is_err());
        assert!(
            SetBankSettingsCommand { time_zone: Some("Africa/Lagos".into()), ..Default::default() }.validate().is_ok()
        );
    }
}
