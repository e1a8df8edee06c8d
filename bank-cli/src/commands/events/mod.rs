//! `bank events ...`: outbound event subscriptions and their deliveries.

mod deliver;
mod deliveries;
mod list;
mod redeliver;
mod subscribe;
mod types;
mod unsubscribe;

use bank_core::events::Subscription;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Send events to a URL: `bank events subscribe https://… --events transaction.settled,cheque.bounced`
    ///
    /// Each event is POSTed as JSON with a `Bank-Signature: t=…,v1=…` header (HMAC-SHA256 of
    /// "t.body" with the secret printed here, once). Loopback and private addresses are refused
    /// unless `bank config set allow-private-event-urls true`.
    Subscribe(subscribe::Args),
    /// The subscriptions
    List(list::Args),
    /// Stop sending events to a subscription (its deliveries stay listed)
    Unsubscribe(unsubscribe::Args),
    /// Deliveries, newest first: `--state dead` is the dead-letter list
    Deliveries(deliveries::Args),
    /// Send a dead (or delivered) event again
    Redeliver(redeliver::Args),
    /// The event types a subscription can name
    Types(types::Args),
    /// Seal the books, hand out new events and attempt what is due, once (for cron without `bank serve`)
    Deliver(deliver::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Subscribe(args) => subscribe::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Unsubscribe(args) => unsubscribe::run(ctx, args).await,
        Command::Deliveries(args) => deliveries::run(ctx, args).await,
        Command::Redeliver(args) => redeliver::run(ctx, args).await,
        Command::Types(args) => types::run(ctx, args).await,
        Command::Deliver(args) => deliver::run(ctx, args).await,
    }
}

/// Subscriptions as a table.
fn subscriptions_table(items: &[Subscription]) -> comfy_table::Table {
    let mut t = output::table(&["Id", "URL", "Events", "State", "Description", "Created by", "Created at"]);
    for s in items {
        t.add_row(vec![
            s.id.to_string(),
            s.url.clone(),
            s.events.clone(),
            s.state.clone(),
            output::opt(&s.description),
            s.created_by.clone(),
            s.created_at.to_rfc3339(),
        ]);
    }
    t
}
