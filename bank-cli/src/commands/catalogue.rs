//! `bank commands [NAME] [--markdown]`: every command the interface serves,
//! with the documented other names and field names it accepts and the
//! envelope that answers it. Read from the catalogue; no database is opened.

use bank_core::command::Entry;
use serde_json::{Map, Value, json};

use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this command (or alias) and the names that run the same command
    pub name: Option<String>,
    /// The README's table of documented aliases, as Markdown
    #[arg(long, conflicts_with = "name")]
    pub markdown: bool,
}

pub fn run(format: Format, args: Args) -> Result<(), CliError> {
    let catalogue = bank_core::catalogue::build();
    let mut entries: Vec<&Entry> = catalogue.entries().collect();
    if let Some(name) = &args.name {
        let command = catalogue
            .get(name)
            .ok_or_else(|| CliError::Usage(format!("'{name}' is not a command; `bank commands` lists them")))?
            .command;
        entries.retain(|e| e.command == command);
    }
    if args.markdown {
        print!("{}", markdown(&entries));
    } else if format == Format::Json {
        println!("{}", output::json(&entries.iter().map(|e| describe(e)).collect::<Vec<_>>()));
    } else {
        let mut table = output::table(&["Name", "Runs", "Answer envelope", "Field aliases (documented → ours)"]);
        for e in &entries {
            let runs = if e.name == e.command { String::new() } else { e.command.to_owned() };
            table.add_row(vec![e.name.to_owned(), runs, e.area.envelope_keys().to_owned(), field_aliases(e)]);
        }
        crate::output::print(&table);
    }
    Ok(())
}

fn describe(e: &Entry) -> Value {
    let aliases: Map<String, Value> = e.field_aliases.iter().map(|(a, ours)| ((*a).to_owned(), json!(ours))).collect();
    json!({
        "name": e.name,
        "command": e.command,
        "envelope": e.area.envelope_keys(),
        "mutates": e.mutates,
        "fields": (e.fields)(),
        "fieldAliases": aliases,
    })
}

fn field_aliases(e: &Entry) -> String {
    let mut all: Vec<String> = e.field_aliases.iter().map(|(a, ours)| format!("{a} → {ours}")).collect();
    if let Some(alias) = e.alias {
        all.extend(alias.fields.iter().map(|(a, ours)| format!("{a} → {ours}")));
    }
    all.join(", ")
}

/// One row per command that has documented aliases or field aliases.
fn markdown(entries: &[&Entry]) -> String {
    let mut text = String::from("| Command | Also accepted as | Field aliases (documented → ours) |\n|---|---|---|\n");
    for e in entries.iter().filter(|e| e.name == e.command) {
        let names: Vec<String> = entries
            .iter()
            .filter(|other| other.command == e.command && other.name != e.name)
            .map(|other| format!("`{}`", other.name))
            .collect();
        let own = field_aliases(e);
        let theirs: Vec<String> = entries
            .iter()
            .filter(|other| other.command == e.command && other.name != e.name)
            .filter_map(|other| other.alias.filter(|a| !a.fields.is_empty()).map(|_| field_aliases(other)))
            .collect();
        let fields = std::iter::once(own).chain(theirs).filter(|f| !f.is_empty()).collect::<Vec<_>>().join("; ");
        if names.is_empty() && fields.is_empty() {
            continue;
        }
        text.push_str(&format!("| `{}` | {} | {} |\n", e.name, names.join(", "), fields));
    }
    text
}
