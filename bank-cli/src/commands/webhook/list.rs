//! `bank webhook list [--enabled BOOL] [--key TEXT]`

use bank_core::webhook::GetWebHookConfigListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only enabled (true) or disabled (false) webhooks
    #[arg(long)]
    pub enabled: Option<bool>,
    /// Text in the key
    #[arg(long)]
    pub key: Option<String>,
    /// Page index, from 0
    #[arg(long, default_value_t = 0)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = GetWebHookConfigListQuery {
        page_index: Some(args.page),
        page_size: Some(args.page_size),
        is_enabled: args.enabled,
        key: args.key,
    };
    let page = ctx.run(request).await?;
    output::command::<GetWebHookConfigListQuery>(ctx.format, &page, |p| {
        let mut t =
            output::table(&["Id", "Key", "Action", "Path", "Type", "Enabled", "Allowed IPs", "Signed", "Anonymous"]);
        for w in &p.items {
            t.add_row(vec![
                w.id.to_string(),
                w.key.clone(),
                w.action.clone(),
                w.path.clone(),
                w.execution_type_desc.clone(),
                w.is_enabled.to_string(),
                w.allowable_ips.clone(),
                w.has_secret.to_string(),
                w.allow_anonymous.to_string(),
            ]);
        }
        t
    });
    if ctx.format == Format::Table {
        println!("{}/{} records (page index {})", page.items.len(), page.count, page.page_index);
    }
    Ok(())
}
