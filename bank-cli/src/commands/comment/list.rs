//! `bank comment list --loan-id ID | --entity KIND [--entity-id ID]`

use bank_core::comment::{CommentPage, RetrieveCommentsListQuery, RetrieveLoanCommentListQuery};

use super::super::Ctx;
use super::Entity;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Comments on this loan (the spec's RetrieveLoanCommentListQuery)
    #[arg(long, value_name = "ID", conflicts_with_all = ["entity", "entity_id"])]
    pub loan_id: Option<i64>,
    /// Comments on this kind of entity (RetrieveCommentsListQuery)
    #[arg(long, value_enum, required_unless_present = "loan_id")]
    pub entity: Option<Entity>,
    /// Only the comments on this entity
    #[arg(long, value_name = "ID", requires = "entity")]
    pub entity_id: Option<i64>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

fn render(page: &CommentPage) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Entity", "Number", "Client", "Comment", "By", "Created"]);
    for c in &page.items {
        t.add_row(vec![
            c.id.to_string(),
            c.associated_entity.clone(),
            c.associated_entity_number.clone(),
            c.client_name.clone(),
            c.comment.clone(),
            c.user_name.clone(),
            bank_core::time::format(c.date_created),
        ]);
    }
    t
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let page = match (args.loan_id, args.entity) {
        (Some(loan_id), _) => {
            let request = RetrieveLoanCommentListQuery {
                loan_id: Some(loan_id),
                page_number: Some(args.page),
                page_size: Some(args.page_size),
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveLoanCommentListQuery>(ctx.format, &page, render);
            page
        }
        (None, entity) => {
            let request = RetrieveCommentsListQuery {
                entity: entity.map(|e| e.wire().to_owned()),
                entity_id: args.entity_id,
                page_number: Some(args.page),
                page_size: Some(args.page_size),
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                ..Default::default()
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveCommentsListQuery>(ctx.format, &page, render);
            page
        }
    };
    if ctx.format == Format::Table {
        let position = super::super::values::Position {
            page: page.page_number,
            pages: page.total_pages,
            rows: page.total_records,
            estimate: false,
            next: page.cursors.next_cursor.as_deref(),
        };
        super::super::values::footer(ctx.format, "comments", position);
    }
    Ok(())
}
