//! Exports (`isExport: true`) streamed: the command answers one batch and the
//! cursor of the next; the server follows the cursors, batch by batch, and
//! writes each batch into one chunked response as it arrives. The response
//! has the shape of the command's own answer with every row in `items`;
//! memory holds one batch and a few chunks in flight, however long the export.
//!
//! A failure after the first batch cannot change the status already sent: the
//! stream is cut, so the client sees a broken body, never a short export
//! that looks complete.

use axum::body::{Body, Bytes};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde_json::Value;

use crate::Bank;
use crate::auth::{Actor, Origin};
use crate::command::{Batch, Reply};
use crate::wire::{self, Area};

/// Batches written ahead of a slow client before the export waits for it.
const CHUNKS_IN_FLIGHT: usize = 4;
/// Stands for the items while the envelope is serialized around them.
const ITEMS_MARK: &str = "\u{0}items\u{0}";

/// Whether `data` asks for an export.
pub fn wanted(data: &Value) -> bool {
    data.get("isExport").and_then(Value::as_bool) == Some(true)
}

/// The cursor of the batch after `batch`'s, when there is one and it has items.
pub fn next_cursor(batch: &Batch) -> Option<String> {
    batch.items.as_ref()?;
    batch.reply.data.get("nextCursor").and_then(Value::as_str).map(str::to_owned)
}

/// An export of one batch, answered whole: its items put back in place.
pub fn whole(batch: Batch) -> crate::error::Result<Reply> {
    let Batch { mut reply, items } = batch;
    if let (Some(items), Value::Object(data)) = (items, &mut reply.data) {
        data.insert("items".into(), serde_json::from_str(&items)?);
    }
    Ok(reply)
}

/// One request of an export, with what its first batch answered.
pub struct Export {
    pub bank: Bank,
    pub name: &'static str,
    pub message: &'static str,
    pub actor: Actor,
    pub origin: Origin,
    pub data: Value,
}

impl Export {
    /// Streams `first` and every batch after it.
    pub fn respond(self, area: Area, first: Batch, cursor: String) -> Response {
        let Batch { reply: mut first, items } = first;
        if let Value::Object(data) = &mut first.data {
            // The streamed answer is the whole export: no page follows it.
            data.remove("nextCursor");
            data.insert("items".into(), ITEMS_MARK.into());
        }
        if first.extras.contains_key("HasNext") {
            first.extras.insert("HasNext".into(), false.into());
        }
        let envelope = wire::reply(area, self.message, first).to_string();
        let mark = Value::from(ITEMS_MARK).to_string();
        let Some((head, tail)) = envelope.split_once(&mark) else {
            return (StatusCode::INTERNAL_SERVER_ERROR, "export envelope").into_response();
        };
        let (head, tail) = (format!("{head}["), format!("]{tail}"));
        let (tx, rx) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(CHUNKS_IN_FLIGHT);
        tokio::spawn(async move {
            let mut chunk = head.into_bytes();
            let mut written = false;
            let mut batch = items.unwrap_or_default();
            let mut next = Some(cursor);
            loop {
                // A batch's items as text: `[a,b]`, or `[]`.
                let inner = batch.trim().strip_prefix('[').and_then(|b| b.strip_suffix(']')).unwrap_or_default();
                if !inner.trim().is_empty() {
                    if std::mem::replace(&mut written, true) {
                        chunk.push(b',');
                    }
                    chunk.extend_from_slice(inner.as_bytes());
                }
                if tx.send(Ok(Bytes::from(std::mem::take(&mut chunk)))).await.is_err() {
                    return; // The client went away.
                }
                let Some(cursor) = next.take() else { break };
                match self.batch_after(cursor).await {
                    Ok((items, cursor)) => (batch, next) = (items, cursor),
                    Err(e) => {
                        tracing::error!(command = self.name, error = %e, "export cut short");
                        let _ = tx.send(Err(std::io::Error::other("the export failed part way"))).await;
                        return;
                    }
                }
            }
            let _ = tx.send(Ok(Bytes::from(tail))).await;
        });
        let body = Body::from_stream(futures_util::stream::unfold(rx, |mut rx| async {
            rx.recv().await.map(|chunk| (chunk, rx))
        }));
        ([(header::CONTENT_TYPE, "application/json")], body).into_response()
    }

    async fn batch_after(&self, cursor: String) -> crate::error::Result<(String, Option<String>)> {
        let mut data = self.data.clone();
        data["after"] = cursor.into();
        let mut batch = self.bank.execute_batch(self.name, &self.actor, &self.origin, data).await?;
        let next = next_cursor(&batch);
        Ok((batch.items.take().unwrap_or_default(), next))
    }
}
