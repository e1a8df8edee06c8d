//! Client documents (their contents are in the fixture, base64).

use bank_core::document::{CreateDocumentCommand, RetrieveDocumentsListQuery};
use bank_core::error::Error;
use serde::Serialize;

use super::Loader;
use super::fixture::Document;
use super::ledger::Loaded;
use crate::error::CliError;

/// The manifest lists the documents whose names start with this (the
/// fixture's all do).
const LISTED: &str = "demo-";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ManifestDocument {
    id: i64,
    entity_type: String,
    entity_id: i64,
    file_name: String,
    file_path: String,
}

/// The document numbers make a re-run upload nothing twice.
pub async fn load(l: &Loader<'_>, seeds: &[Document], ledger: &Loaded) -> Result<Vec<ManifestDocument>, CliError> {
    for seed in seeds {
        let Some(client) = ledger.client(&seed.client) else { continue };
        let request = CreateDocumentCommand {
            entity_type: Some("Client".into()),
            entity_id: Some(client.id),
            file_name: Some(seed.file_name.clone()),
            file_content_base64: Some(seed.content_base64.clone()),
            document_number: Some(seed.number.clone()),
            document_type: Some(seed.document_type),
            expiry_date: seed.expiry.clone(),
            ..CreateDocumentCommand::default()
        };
        match l.run(request).await {
            Ok(_) => {}
            Err(Error::Rule { code: "DUPLICATE_DOCUMENT_NUMBER", .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let query = RetrieveDocumentsListQuery { search_text: Some(LISTED.into()), ..Default::default() };
    let page = l.run(query).await?;
    Ok(page
        .items
        .into_iter()
        .map(|d| ManifestDocument {
            id: d.id,
            entity_type: d.entity_type,
            entity_id: d.entity_id,
            file_name: d.file_name,
            file_path: d.file_path,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use base64::Engine as _;

    use super::super::fixture::Fixture;
    use super::LISTED;

    /// A one-page PDF and a 1x1 PNG, so the demo's documents pass the content
    /// checks; the manifest finds them by name.
    #[test]
    fn the_documents_are_what_their_names_say() {
        let fixture = Fixture::load().expect("fixture");
        let magic: [(&str, &[u8]); 2] = [(".pdf", b"%PDF-"), (".png", b"\x89PNG\r\n\x1a\n")];
        for d in &fixture.documents {
            assert!(d.file_name.starts_with(LISTED), "{}", d.file_name);
            let bytes = base64::engine::general_purpose::STANDARD.decode(&d.content_base64).expect("base64");
            let (_, head) = magic.iter().find(|(ext, _)| d.file_name.ends_with(ext)).expect("a .pdf or a .png");
            assert!(bytes.starts_with(head), "{}", d.file_name);
        }
    }
}
