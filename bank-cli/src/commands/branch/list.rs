//! `bank branch list [--state active|not-active|deleted] [--search TEXT]`

use bank_core::branch::RetrieveBranchesListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only branches in this state (named as `branch set-state` names them, like every
    /// list's --state)
    #[arg(long, value_enum)]
    pub state: Option<super::set_state::State>,
    /// Text to find in the code or name
    #[arg(long)]
    pub search: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveBranchesListQuery {
        object_state: args.state.map(|s| bank_core::branch::ObjectState::from(s) as i64),
        search_text: args.search,
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        after: args.cursor.after.clone(),
        before: args.cursor.before.clone(),
        is_export: None,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveBranchesListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Key", "Name", "State", "City", "E-mail"]);
        for d in &page.items {
            t.add_row(vec![
                d.branch.id.to_string(),
                d.branch.key.clone(),
                d.branch.name.clone(),
                d.branch.object_state_description.clone(),
                output::opt(&d.address_information.address_city),
                output::opt(&d.contact_information.email_address),
            ]);
        }
        t
    });
    super::super::values::page_footer(ctx, &page, "branches");
    Ok(())
}
