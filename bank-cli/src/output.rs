//! Rendering: tables for people, the wire response as JSON for scripts.

use bank_core::command::{Command, Reply};
use bank_core::wire;
use clap::ValueEnum;
use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};
use serde::Serialize;
use serde_json::Value;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    #[default]
    Table,
    Json,
}

const FALLBACK_WIDTH: u16 = 120;

pub fn table(header: &[&str]) -> Table {
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED).set_content_arrangement(ContentArrangement::Dynamic).set_header(header);
    // Off a terminal (pipes, CI logs) wrap at a readable width rather than never.
    if t.width().is_none() {
        t.set_width(FALLBACK_WIDTH);
    }
    t
}

/// A two-column table of one record's fields.
pub fn record(fields: &[(&str, String)]) -> Table {
    let mut t = table(&["Field", "Value"]);
    for (k, v) in fields {
        t.add_row(vec![k.to_string(), v.clone()]);
    }
    t
}

pub fn json(value: &impl Serialize) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// Prints a command's output: its wire envelope as JSON, or the given table.
pub fn command<C: Command>(format: Format, output: &C::Output, render: impl FnOnce(&C::Output) -> Table) {
    match format {
        Format::Json => {
            let reply =
                Reply { data: serde_json::to_value(output).unwrap_or(Value::Null), extras: C::envelope_extras(output) };
            println!("{}", json(&wire::reply(C::AREA, C::MESSAGE, reply)));
        }
        Format::Table => println!("{}", render(output)),
    }
}

pub fn opt(value: &Option<impl ToString>) -> String {
    value.as_ref().map(ToString::to_string).unwrap_or_default()
}
