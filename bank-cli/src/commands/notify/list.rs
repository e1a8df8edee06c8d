//! `bank notify list [--profile KEY] [--limit N]`

use bank_core::notify::RetrieveNotificationsQuery;
use serde_json::Value;

use super::super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Only this profile's
    #[arg(long)]
    pub profile: Option<String>,
    /// At most this many (1-100)
    #[arg(long, default_value_t = 20)]
    pub limit: i64,
    /// Start after the notification this cursor names (the list's next cursor)
    #[arg(long, conflicts_with = "before")]
    pub after: Option<String>,
    /// End before the notification this cursor names
    #[arg(long)]
    pub before: Option<String>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let request = RetrieveNotificationsQuery {
        profile_key: args.profile,
        limit: Some(args.limit),
        after: args.after,
        before: args.before,
    };
    let rows = ctx.run(request).await?;
    output::command::<RetrieveNotificationsQuery>(ctx.format, &rows, |rows| {
        let mut t = output::table(&["Notification", "Profile", "Type", "Action", "Title", "Push", "Time"]);
        for n in &rows.items {
            let text = |k: &str| n.envelope.get(k).and_then(Value::as_str).unwrap_or_default().to_owned();
            t.add_row(vec![
                text("notificationId"),
                n.profile_key.clone(),
                text("notificationType"),
                text("action"),
                text("title"),
                n.push_state.to_string(),
                text("timestamp"),
            ]);
        }
        t
    });
    if let (output::Format::Table, Some(next)) = (ctx.format, &rows.cursors.next_cursor) {
        println!("next page: --after {next}");
    }
    Ok(())
}
