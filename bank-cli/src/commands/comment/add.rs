//! `bank comment add --entity loan --entity-id ID TEXT`

use bank_core::comment::AddCommentCommand;

use super::super::Ctx;
use super::{Entity, comment_record};
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// What the comment is on
    #[arg(long, value_enum, default_value = "loan")]
    pub entity: Entity,
    /// The loan, client or deposit account id
    #[arg(long, value_name = "ID")]
    pub entity_id: i64,
    /// The comment (at most 2000 characters)
    pub text: String,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = AddCommentCommand {
        entity: Some(args.entity.wire().into()),
        entity_id: Some(args.entity_id),
        comment: Some(args.text),
        ..Default::default()
    };
    let comment = ctx.run(request).await?;
    output::command::<AddCommentCommand>(ctx.format, &comment, |c| comment_record(&c.item));
    Ok(())
}
