//! `bank role list`

use bank_core::auth::user::RetrieveRolesListQuery;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Ctx, _args: Args) -> Result<(), CliError> {
    let roles = ctx.run(RetrieveRolesListQuery {}).await?;
    output::command::<RetrieveRolesListQuery>(ctx.format, &roles, |roles| {
        let mut t = output::table(&["Role", "Approval limit", "Currency", "Permissions"]);
        for r in roles {
            let limit = if r.approval_limit.is_null() { "unlimited".to_owned() } else { r.approval_limit.to_string() };
            t.add_row(vec![r.name.clone(), limit, r.currency.clone(), r.permissions.join(" ")]);
        }
        t
    });
    Ok(())
}
