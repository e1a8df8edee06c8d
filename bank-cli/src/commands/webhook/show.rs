//! `bank webhook show ID`

use bank_core::webhook::{GetWebHookConfigByIdQuery, WebhookDetail};

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The webhook id
    pub id: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let w = ctx.run(GetWebHookConfigByIdQuery { id: Some(args.id) }).await?;
    output::command::<GetWebHookConfigByIdQuery>(ctx.format, &w, detail);
    Ok(())
}

fn detail(d: &WebhookDetail) -> comfy_table::Table {
    let w = &d.view;
    output::record(&[
        ("Id", w.id.to_string()),
        ("Key", w.key.clone()),
        ("Description", output::opt(&w.description)),
        ("URL", w.url.clone()),
        ("Action", w.action.clone()),
        ("Type", format!("{} ({})", w.execution_type, w.execution_type_desc)),
        ("Command", output::opt(&w.command_name)),
        ("Chain", w.command_chain.as_ref().map(output::json).unwrap_or_default()),
        ("Code", output::opt(&d.execution_code)),
        ("Process definition", output::opt(&w.process_definition_id)),
        ("Runs as", output::opt(&w.run_as_user)),
        ("Enabled", w.is_enabled.to_string()),
        ("Allowed IPs", if w.allowable_ips.is_empty() { "any".into() } else { w.allowable_ips.clone() }),
        ("Signed", w.has_secret.to_string()),
        ("Anonymous calls", w.allow_anonymous.to_string()),
        ("Created", bank_core::time::format(w.created_at)),
        ("Updated", bank_core::time::format(w.updated_at)),
    ])
}
