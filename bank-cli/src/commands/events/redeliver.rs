//! `bank events redeliver DELIVERY_ID`

use bank_core::events::RedeliverEventCommand;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The delivery id (`bank events deliveries --state dead`)
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let out = ctx.run(RedeliverEventCommand { id: Some(args.id) }).await?;
    output::command::<RedeliverEventCommand>(ctx.format, &out, |d| {
        output::record(&[
            ("Delivery", d.id.to_string()),
            ("Event", d.event_id.clone()),
            ("Type", d.event_type.clone()),
            ("State", "PENDING".to_owned()),
        ])
    });
    Ok(())
}
