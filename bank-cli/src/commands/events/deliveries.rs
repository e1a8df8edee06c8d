//! `bank events deliveries [--subscription ID] [--state STATE] [--type TYPE] [--after CURSOR] [--limit N]`

use bank_core::events::GetEventDeliveriesQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

/// A delivery's state.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum State {
    /// Waiting for its first or next attempt
    Pending,
    /// Answered 2xx
    Delivered,
    /// Attempts spent: the dead-letter list
    Dead,
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this subscription's
    #[arg(long, value_name = "ID")]
    pub subscription: Option<i64>,
    /// Only deliveries in this state
    #[arg(long, value_enum)]
    pub state: Option<State>,
    /// Only events of this type
    #[arg(long = "type", value_name = "TYPE")]
    pub event_type: Option<String>,
    /// Older than this (the cursor a page prints last)
    #[arg(long, value_name = "CURSOR")]
    pub after: Option<String>,
    /// Deliveries per page (at most 200)
    #[arg(long, default_value_t = 50)]
    pub limit: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let state = args.state.map(|s| match s {
        State::Pending => "PENDING",
        State::Delivered => "DELIVERED",
        State::Dead => "DEAD",
    });
    let request = GetEventDeliveriesQuery {
        subscription_id: args.subscription,
        state: state.map(str::to_owned),
        event_type: args.event_type,
        after: args.after,
        page_size: Some(args.limit),
    };
    let page = ctx.run(request).await?;
    output::command::<GetEventDeliveriesQuery>(ctx.format, &page, |p| {
        let mut t = output::table(&[
            "Id",
            "Subscription",
            "Event",
            "Type",
            "Entity",
            "State",
            "Attempts",
            "Last status",
            "Last error",
            "Created at",
        ]);
        for d in &p.items {
            t.add_row(vec![
                d.id.to_string(),
                d.subscription_id.to_string(),
                d.event_id.clone(),
                d.event_type.clone(),
                d.entity.clone(),
                d.state.clone(),
                d.attempts.to_string(),
                output::opt(&d.last_status),
                output::opt(&d.last_error),
                d.created_at.to_rfc3339(),
            ]);
        }
        t
    });
    if let (Format::Table, Some(next)) = (ctx.format, &page.next_cursor) {
        eprintln!("more: --after {next}");
    }
    Ok(())
}
