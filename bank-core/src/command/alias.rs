//! Documented other forms of a command: the product's public pages show more
//! names, field names and answer shapes than the spec lists, and clients are
//! written against them. Each form is data beside the command it stands for,
//! so the catalogue, the OpenAPI document and `--help` read one table.

use serde_json::{Map, Value};

use super::{Area, FieldAlias, rename_fields};
use crate::error::Result;

/// Another documented name of a command, with the fields and answer its page shows.
pub struct Alias {
    pub name: &'static str,
    /// Field names its page uses for the command's own fields: `(documented, ours)`.
    pub fields: &'static [FieldAlias],
    /// The envelope family its page shows; `None`: the command's own.
    pub family: Option<Area>,
    /// Keys its page shows beside `data` in a successful answer.
    pub extras: &'static [(&'static str, &'static str)],
    /// Rewrites the request beyond renames (e.g. status numbers to names).
    pub request: Option<fn(&mut Value) -> Result<()>>,
    /// Reshapes the command's `data` (given the request as sent) into the page's.
    pub answer: Option<fn(&Value, Value) -> Value>,
}

impl Alias {
    /// An alias that only renames the command.
    pub const fn named(name: &'static str) -> Alias {
        Alias { name, fields: &[], family: None, extras: &[], request: None, answer: None }
    }

    /// The request in the command's own terms.
    pub(super) fn request(&self, data: &mut Value) -> Result<()> {
        rename_fields(data, self.fields)?;
        match self.request {
            Some(rewrite) => rewrite(data),
            None => Ok(()),
        }
    }

    /// The command's answer in the page's terms.
    pub(super) fn answer(&self, sent: &Value, data: Value, extras: &mut Map<String, Value>) -> Value {
        for (key, value) in self.extras {
            extras.insert((*key).to_owned(), Value::String((*value).to_owned()));
        }
        match self.answer {
            Some(reshape) => reshape(sent, data),
            None => data,
        }
    }
}
