//! `bank webhook create KEY --path PATH [--type T ...]`

use bank_core::webhook::{CreateWebHookConfigCommand, IpList};

use super::super::Ctx;
use super::{Kind, PlanArgs};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The unique key
    pub key: String,
    /// The public path under /api/webhook/
    #[arg(long)]
    pub path: String,
    /// The HTTP method callers use
    #[arg(long, default_value = "POST")]
    pub action: String,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[arg(long)]
    pub description: Option<String>,
    /// An address allowed to call (repeatable)
    #[arg(long = "allow-ip", value_name = "IP")]
    pub allow_ips: Vec<String>,
    /// The HMAC-SHA256 key callers sign bodies with (X-Webhook-Signature)
    #[arg(long)]
    pub secret: Option<String>,
    /// Accept calls from any address without a signature (needed when neither --allow-ip nor --secret is given)
    #[arg(long)]
    pub allow_anonymous: bool,
    /// Create it disabled
    #[arg(long)]
    pub disabled: bool,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = CreateWebHookConfigCommand {
        key: Some(args.key),
        description: args.description,
        path: Some(args.path),
        action: Some(args.action),
        execution_type: args.plan.kind.map(Kind::wire),
        command_name: args.plan.command_name.clone(),
        command_chain: args.plan.chain()?,
        execution_code: args.plan.code()?,
        process_definition_id: args.plan.process_definition_id,
        is_enabled: Some(!args.disabled),
        allowable_ips: Some(IpList::List(args.allow_ips)),
        secret: args.secret,
        run_as_user: args.plan.run_as,
        allow_anonymous: Some(args.allow_anonymous),
    };
    let w = ctx.run(request).await?;
    output::command::<CreateWebHookConfigCommand>(ctx.format, &w, |w| {
        output::record(&[
            ("Id", w.id.to_string()),
            ("Key", w.key.clone()),
            ("URL", w.url.clone()),
            ("Type", w.execution_type.to_string()),
            ("Enabled", w.is_enabled.to_string()),
        ])
    });
    Ok(())
}
