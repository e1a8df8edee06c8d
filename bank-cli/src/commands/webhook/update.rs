//! `bank webhook update ID [--key K] [--path P] [--allow-ip IP ...|--allow-any-ip] ...`

use bank_core::webhook::{IpList, UpdateWebHookConfigCommand};

use super::super::Ctx;
use super::{Kind, PlanArgs, state};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The webhook id
    pub id: i64,
    #[arg(long)]
    pub key: Option<String>,
    #[arg(long)]
    pub path: Option<String>,
    #[arg(long)]
    pub action: Option<String>,
    #[command(flatten)]
    pub plan: PlanArgs,
    #[arg(long)]
    pub description: Option<String>,
    /// Replace the allowed addresses (repeatable)
    #[arg(long = "allow-ip", value_name = "IP")]
    pub allow_ips: Vec<String>,
    /// Allow any address again
    #[arg(long, conflicts_with = "allow_ips")]
    pub allow_any_ip: bool,
    /// A new signing key; an empty one removes it
    #[arg(long)]
    pub secret: Option<String>,
    /// Accept calls from anyone (true) or require an allow-list or secret again (false)
    #[arg(long, value_name = "BOOL")]
    pub allow_anonymous: Option<bool>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let ips = if args.allow_any_ip {
        Some(IpList::Text(String::new()))
    } else if args.allow_ips.is_empty() {
        None
    } else {
        Some(IpList::List(args.allow_ips))
    };
    let request = UpdateWebHookConfigCommand {
        id: Some(args.id),
        key: args.key,
        description: args.description,
        path: args.path,
        action: args.action,
        execution_type: args.plan.kind.map(Kind::wire),
        command_name: args.plan.command_name.clone(),
        command_chain: args.plan.chain()?,
        execution_code: args.plan.code()?,
        process_definition_id: args.plan.process_definition_id,
        is_enabled: None,
        allowable_ips: ips,
        secret: args.secret,
        run_as_user: args.plan.run_as,
        allow_anonymous: args.allow_anonymous,
    };
    let w = ctx.run(request).await?;
    output::command::<UpdateWebHookConfigCommand>(ctx.format, &w, state);
    Ok(())
}
