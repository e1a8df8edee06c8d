//! `bank vault ...`: vaults: create, count the opening inventory, list, show.

mod count;
mod create;
mod list;
mod show;

use bank_core::money;
use bank_core::vault::Vault;

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a vault on its vault cash GL account (counted at once when that account is empty)
    Create(create::Args),
    /// Record a vault's opening inventory, once; its total must equal the GL balance
    Count(count::Args),
    /// Vaults, with their GL balance and inventory total
    List(list::Args),
    /// One vault: GL balance and inventory by denomination
    Show(show::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::Count(args) => count::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
    }
}

/// A vault's fields, then its inventory.
fn vault_record(v: &Vault) -> comfy_table::Table {
    let counted = match (&v.counted_at, &v.counted_by) {
        (Some(at), by) => format!("{} by {}", bank_core::time::format(*at), output::opt(by)),
        (None, _) => "not yet (bank vault count)".to_owned(),
    };
    let inventory = if v.inventory.is_empty() {
        "empty".to_owned()
    } else {
        v.inventory
            .iter()
            .map(|line| {
                format!(
                    "{} x {} = {}",
                    money::format(line.denomination_minor),
                    line.count,
                    money::format(line.total_minor)
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    output::record(&[
        ("Vault", v.vault_code.clone()),
        ("Id", v.vault_id.to_string()),
        ("Branch", format!("{} ({})", v.branch_name, v.branch_id)),
        ("Currency", v.currency_code.clone()),
        ("Vault GL", format!("{} (id {})", v.gl_code, v.gl_account_id)),
        ("GL balance", money::format(v.gl_balance_minor)),
        ("Inventory total", money::format(v.inventory_total_minor)),
        ("Counted", counted),
        ("Reconciled", if v.is_reconciled { "yes" } else { "no" }.to_owned()),
        ("Inventory", inventory),
    ])
}

/// `DENOMINATION:COUNT`, e.g. `1000:250` (250 notes of 1000.00) or `0.50:40`.
fn denomination(text: &str) -> Result<bank_core::vault::Denomination, String> {
    let (value, count) =
        text.split_once(':').ok_or_else(|| format!("'{text}' is not DENOMINATION:COUNT (e.g. 1000:250)"))?;
    let denomination = super::values::amount(value)?;
    let count = count.trim().parse::<i64>().map_err(|_| format!("'{count}' is not a whole number of pieces"))?;
    Ok(bank_core::vault::Denomination { denomination, count })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn denominations_read_value_and_count() {
        let d = denomination("1000:250").expect("valid");
        assert_eq!((d.denomination.0, d.count), (100_000, 250));
        let d = denomination("0.50:40").expect("valid");
        assert_eq!((d.denomination.0, d.count), (50, 40));
        assert!(denomination("1000").is_err());
        assert!(denomination("x:1").is_err());
        assert!(denomination("1000:many").is_err());
    }
}
