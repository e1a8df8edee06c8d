//! `bank doc list [--client ID | --loan ID | --deposit ID | --policy ID] [filters]`

use bank_core::document::{
    DocumentItem, DocumentSummary, RetrieveClientDocumentsListQuery, RetrieveDepositDocumentsListQuery,
    RetrieveDocumentsListQuery, RetrieveLoanDocumentsListQuery, RetrievePolicyDocumentsListQuery,
};
use bank_core::page::Paged;

use super::super::Ctx;
use super::{Entity, Target};
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    pub target: Target,
    /// Without an owner: only this kind of entity
    #[arg(long, value_enum)]
    pub entity: Option<Entity>,
    /// Only this document type
    #[arg(long = "type", value_name = "N")]
    pub document_type: Option<i64>,
    /// Without an owner: text in the file name, title or description
    #[arg(long)]
    pub search: Option<String>,
    /// Without an owner: uploaded on or after this day (YYYY-MM-DD)
    #[arg(long, value_name = "DATE")]
    pub from: Option<String>,
    /// Without an owner: uploaded on or before this day (YYYY-MM-DD)
    #[arg(long, value_name = "DATE")]
    pub to: Option<String>,
    #[arg(long, default_value_t = 1)]
    pub page: i64,
    #[arg(long, default_value_t = 20)]
    pub page_size: i64,
    #[command(flatten)]
    pub cursor: crate::commands::values::Cursor,
}

fn full(page: &Paged<DocumentItem>) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Entity", "File", "Title", "Type", "Size", "Expired", "Uploaded", "Path"]);
    for d in &page.items {
        t.add_row(vec![
            d.id.to_string(),
            format!("{} {}", d.entity_type, d.entity_reference),
            d.file_name.clone(),
            output::opt(&d.title),
            output::opt(&d.document_type_description),
            d.file_size.clone(),
            if d.is_expired { "yes".into() } else { String::new() },
            format!("{} {}", bank_core::time::format(d.uploaded_at), d.uploaded_by),
            d.file_path.clone(),
        ]);
    }
    t
}

fn reduced(page: &Paged<DocumentSummary>) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Entity", "File", "Title", "Type", "Expired", "Uploaded"]);
    for d in &page.items {
        t.add_row(vec![
            d.id.to_string(),
            format!("{} {}", d.entity_type, d.entity_id),
            d.file_name.clone(),
            output::opt(&d.title),
            output::opt(&d.document_type_description),
            match d.is_expired {
                Some(true) => "yes".into(),
                _ => String::new(),
            },
            bank_core::time::format(d.uploaded_at),
        ]);
    }
    t
}

fn footer<T>(format: Format, page: &Paged<T>) {
    super::super::values::footer(format, "documents", page);
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (number, size, kind) = (Some(args.page), Some(args.page_size), args.document_type);
    match args.target.get() {
        None => {
            let request = RetrieveDocumentsListQuery {
                entity_type: args.entity.map(|e| e.wire().to_owned()),
                entity_id: None,
                start_date: args.from,
                end_date: args.to,
                search_text: args.search,
                document_type: kind,
                page_number: number,
                page_size: size,
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveDocumentsListQuery>(ctx.format, &page, full);
            footer(ctx.format, &page);
        }
        Some((Entity::Client, id)) => {
            let request = RetrieveClientDocumentsListQuery {
                client_id: Some(id),
                document_type: kind,
                page_number: number,
                page_size: size,
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveClientDocumentsListQuery>(ctx.format, &page, reduced);
            footer(ctx.format, &page);
        }
        Some((Entity::Deposit, id)) => {
            let request = RetrieveDepositDocumentsListQuery {
                deposit_id: Some(id),
                document_type: kind,
                page_number: number,
                page_size: size,
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveDepositDocumentsListQuery>(ctx.format, &page, reduced);
            footer(ctx.format, &page);
        }
        Some((Entity::Loan, id)) => {
            let request = RetrieveLoanDocumentsListQuery {
                loan_id: Some(id),
                document_type: kind,
                page_number: number,
                page_size: size,
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrieveLoanDocumentsListQuery>(ctx.format, &page, full);
            footer(ctx.format, &page);
        }
        Some((Entity::Policy, id)) => {
            let request = RetrievePolicyDocumentsListQuery {
                policy_id: Some(id),
                document_type: kind,
                page_number: number,
                page_size: size,
                after: args.cursor.after.clone(),
                before: args.cursor.before.clone(),
                is_export: None,
            };
            let page = ctx.run(request).await?;
            output::command::<RetrievePolicyDocumentsListQuery>(ctx.format, &page, full);
            footer(ctx.format, &page);
        }
    }
    Ok(())
}
