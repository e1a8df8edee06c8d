//! `bank activity ...`: the audit trail: everyone's (activities.view_all) or one's own.

mod list;
mod mine;

use bank_core::activity::ActivityPage;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Every user's activities, latest first, with filters (needs activities.view_all)
    List(list::Args),
    /// The acting user's own activities, latest first
    Mine(mine::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::List(args) => list::run(ctx, args).await,
        Command::Mine(args) => mine::run(ctx, args).await,
    }
}

fn page_table(page: &ActivityPage) -> comfy_table::Table {
    let mut t = output::table(&["Id", "Time", "User", "Type", "Description", "Entity", "IP", "Success", "Error"]);
    for a in &page.data {
        let entity = match (&a.entity_type, &a.entity_reference, a.entity_id) {
            (Some(kind), Some(reference), _) => format!("{kind} {reference}"),
            (Some(kind), None, Some(id)) => format!("{kind} #{id}"),
            (Some(kind), None, None) => kind.clone(),
            _ => String::new(),
        };
        t.add_row(vec![
            a.id.to_string(),
            bank_core::time::format(a.timestamp),
            a.user_name.clone(),
            a.activity_type.clone(),
            a.activity_description.clone(),
            entity,
            output::opt(&a.ip_address),
            if a.success { "yes".into() } else { "no".into() },
            output::opt(&a.error_message),
        ]);
    }
    t
}

fn footer(page: &ActivityPage) {
    let position = super::values::Position {
        page: page.current_page,
        pages: page.total_pages,
        rows: page.total_rows,
        estimate: page.is_estimate,
        next: page.cursors.next_cursor.as_deref(),
    };
    super::values::footer(crate::output::Format::Table, "activities", position);
}
