//! Rendering: tables for people, CSV for spreadsheets and scripts that read
//! rows, the wire response as JSON for scripts that read fields.

use std::io::IsTerminal;
use std::sync::OnceLock;

use bank_core::command::{Command, Reply};
use bank_core::wire;
use clap::ValueEnum;
use comfy_table::{ContentArrangement, Table, presets::UTF8_FULL_CONDENSED};
use serde::Serialize;
use serde_json::Value;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Tables for people
    #[default]
    Table,
    /// The command's wire envelope, errors included
    Json,
    /// The table's rows as RFC 4180 CSV (header row first unless --no-headers)
    Csv,
}

/// How every table of this run prints: set once from the global flags, so
/// the many places that build a table need not carry them.
#[derive(Clone, Copy, Debug, Default)]
struct Style {
    format: Format,
    no_headers: bool,
}

static STYLE: OnceLock<Style> = OnceLock::new();

/// Records `-o` and `--no-headers` for the tables this run prints.
pub fn configure(format: Format, no_headers: bool) {
    // Set once per process; a second call (none today) keeps the first.
    let _ = STYLE.set(Style { format, no_headers });
}

fn style() -> Style {
    STYLE.get().copied().unwrap_or_default()
}

pub fn table(header: &[&str]) -> Table {
    table_for(header, std::io::stdout().is_terminal(), style().no_headers)
}

/// On a terminal a table wraps to its width; anywhere else (a pipe, a file, a
/// CI log) a row stays one line, so `grep`, `cut` and `wc -l` see whole rows.
fn table_for(header: &[&str], terminal: bool, no_headers: bool) -> Table {
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(if terminal { ContentArrangement::Dynamic } else { ContentArrangement::Disabled });
    if !no_headers {
        t.set_header(header);
    }
    t
}

/// Prints a table in this run's format: the table itself, or its rows as CSV.
pub fn print(t: &Table) {
    if style().format == Format::Csv {
        print!("{}", csv(t));
    } else {
        println!("{t}");
    }
}

/// The header (when the table has one) and every row, RFC 4180 quoted.
fn csv(t: &Table) -> String {
    let mut w = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    let rows = t.header().into_iter().chain(t.row_iter());
    for row in rows {
        let cells: Vec<String> = row.cell_iter().map(|c| c.content()).collect();
        // Writing to memory fails only on a row of another length, which a table cannot hold.
        let _ = w.write_record(&cells);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
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
        Format::Table | Format::Csv => print(&render(output)),
    }
}

pub fn opt(value: &Option<impl ToString>) -> String {
    value.as_ref().map(ToString::to_string).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(terminal: bool, no_headers: bool) -> Table {
        let mut t = table_for(&["Key", "Name"], terminal, no_headers);
        t.add_row(vec!["IKJ".to_owned(), "Ikeja, \"GRA\" ".to_owned() + &"long ".repeat(60)]);
        t
    }

    #[test]
    fn tables_off_a_terminal_never_wrap() {
        let text = sample(false, false).to_string();
        // Top border, header, separator, the row, bottom border.
        assert_eq!(text.lines().count(), 5, "{text}");
        let text = sample(false, true).to_string();
        assert_eq!(text.lines().count(), 3, "no header: {text}");
    }

    #[test]
    fn csv_quotes_per_rfc_4180_and_can_leave_the_header_out() {
        let long = "long ".repeat(60);
        assert_eq!(csv(&sample(false, false)), format!("Key,Name\r\nIKJ,\"Ikeja, \"\"GRA\"\" {long}\"\r\n"));
        assert_eq!(csv(&sample(false, true)), format!("IKJ,\"Ikeja, \"\"GRA\"\" {long}\"\r\n"));
    }
}
