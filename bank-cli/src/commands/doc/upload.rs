//! `bank doc upload FILE --client ID [--title T] [--type N] [--number N] [--expiry-date D]`

use std::path::PathBuf;

use bank_core::document::{CreateDocumentCommand, DocumentUploaded, MAX_FILE_BYTES};
use base64::Engine as _;

use super::super::Ctx;
use super::Target;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to upload; its name (and extension) is kept
    pub file: PathBuf,
    #[command(flatten)]
    pub target: Target,
    #[arg(long)]
    pub title: Option<String>,
    #[arg(long)]
    pub description: Option<String>,
    /// Document number (e.g. the passport number); unique across documents
    #[arg(long)]
    pub number: Option<String>,
    /// 1 National ID, 2 Passport, 3 Driver's License, 4 Utility Bill, 5 Bank Statement, 6 Contract, 7 Other
    #[arg(long = "type", value_name = "N")]
    pub document_type: Option<i64>,
    /// Describes the type when it is not one of the above
    #[arg(long = "type-description", value_name = "TEXT")]
    pub document_type_description: Option<String>,
    /// YYYY-MM-DD
    #[arg(long, value_name = "DATE")]
    pub issue_date: Option<String>,
    /// YYYY-MM-DD; the document counts as expired after this day
    #[arg(long, value_name = "DATE")]
    pub expiry_date: Option<String>,
}

fn render(d: &DocumentUploaded) -> comfy_table::Table {
    output::record(&[
        ("Identifier", d.identifier.clone()),
        ("File", d.original_file_name.clone()),
        ("Path", d.file_path.clone()),
        ("Storage", d.storage_provider.clone()),
        ("Uploaded", format!("{} by {}", bank_core::time::format(d.uploaded_at), d.uploaded_by)),
    ])
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (entity, id) = args
        .target
        .get()
        .ok_or_else(|| CliError::Usage("name the owner: --client, --loan, --deposit or --policy".into()))?;
    let size = std::fs::metadata(&args.file).map_err(|e| CliError::Io(format!("{}: {e}", args.file.display())))?.len();
    if size > MAX_FILE_BYTES as u64 {
        return Err(CliError::Usage(format!(
            "{}: {size} bytes is above the largest document ({MAX_FILE_BYTES} bytes)",
            args.file.display()
        )));
    }
    let bytes = std::fs::read(&args.file).map_err(|e| CliError::Io(format!("{}: {e}", args.file.display())))?;
    let file_name = args.file.file_name().map(|n| n.to_string_lossy().into_owned());
    let request = CreateDocumentCommand {
        entity_type: Some(entity.wire().into()),
        entity_id: Some(id),
        file_name,
        file_content_base64: Some(base64::engine::general_purpose::STANDARD.encode(bytes)),
        title: args.title,
        description: args.description,
        document_number: args.number,
        document_type: args.document_type,
        document_type_description: args.document_type_description,
        issue_date: args.issue_date,
        expiry_date: args.expiry_date,
        ..CreateDocumentCommand::default()
    };
    let uploaded = ctx.run(request).await?;
    output::command::<CreateDocumentCommand>(ctx.format, &uploaded, render);
    Ok(())
}
