//! The one place that lists every area's commands: it sits above the areas,
//! which know only the command trait and the catalogue type (`command`).

use crate::command::Catalogue;

/// Every command of every area, by name.
pub fn build() -> Catalogue {
    Catalogue::of_areas(&[
        crate::branch::COMMANDS,
        crate::auth::user::COMMANDS,
        crate::auth::tokens::COMMANDS,
        crate::ledger::COMMANDS,
        crate::clock::COMMANDS,
        crate::customer::COMMANDS,
        crate::document::COMMANDS,
        crate::txn::COMMANDS,
        crate::till::COMMANDS,
        crate::teller::COMMANDS,
        crate::vault::COMMANDS,
        crate::activity::COMMANDS,
        crate::comment::COMMANDS,
        crate::referral::COMMANDS,
        crate::terminal::COMMANDS,
        crate::selfservice::COMMANDS,
        crate::notify::COMMANDS,
        crate::cheque::COMMANDS,
        crate::eod::COMMANDS,
        crate::webhook::COMMANDS,
        crate::events::COMMANDS,
        crate::jobs::COMMANDS,
        crate::engine::process::COMMANDS,
    ])
}
