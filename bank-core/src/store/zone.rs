//! The bank's time zone as a transaction sees it: read from the settings
//! once per transaction, on first need, so a change commits for every
//! process at once (a server, the CLI) and no cache can be stale. A statement
//! that reads settings anyway can read it too and hand it over
//! ([`Tx::remember_zone`]): the settled deposit sends none of its own.

use chrono::NaiveDate;

use super::Tx;
use crate::error::Result;
use crate::time::{self, Tz};

impl Tx {
    /// The bank's time zone (setting [`time::ZONE_SETTING`]; UTC unless set).
    pub async fn zone(&mut self) -> Result<Tz> {
        if let Some(zone) = self.zone {
            return Ok(zone);
        }
        let value = self.setting(time::ZONE_SETTING).await?;
        Ok(self.remember_zone(value.as_deref()))
    }

    /// Keeps the zone setting's value as a statement of the caller read it
    /// (`None`: unset); returns the zone it names.
    pub fn remember_zone(&mut self, value: Option<&str>) -> Tz {
        let zone = time::zone_of_setting(value);
        self.zone = Some(zone);
        zone
    }

    /// Forgets the zone read so far (after this transaction changed it).
    pub fn forget_zone(&mut self) {
        self.zone = None;
    }

    /// Today, in the bank's zone.
    pub async fn today(&mut self) -> Result<NaiveDate> {
        Ok(time::business_today(self.zone().await?))
    }
}
