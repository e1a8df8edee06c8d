//! `bank user list`

use bank_core::auth::user::RetrieveUsersListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveUsersListQuery {
        page_number: Some(args.page),
        page_size: Some(args.page_size),
        is_export: None,
        after: args.cursor.after,
        before: args.cursor.before,
    };
    let page = ctx.run(request).await?;
    output::command::<RetrieveUsersListQuery>(ctx.format, &page, |page| {
        let mut t = output::table(&["Id", "Username", "Name", "Role", "Branch", "Active"]);
        for u in &page.items {
            t.add_row(vec![
                u.id.to_string(),
                u.username.clone(),
                u.name.clone(),
                u.role.clone(),
                output::opt(&u.branch_id),
                u.active.to_string(),
            ]);
        }
        t
    });
    super::super::values::page_footer(ctx, &page, "users");
    Ok(())
}
