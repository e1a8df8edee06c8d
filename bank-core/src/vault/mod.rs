//! Vaults: a branch's stock of cash in one currency. A vault's cash is its own
//! vault cash asset GL account, and its inventory counts that cash by
//! denomination (notes and coins, in minor units). Once counted, the inventory
//! total equals the GL balance: cash enters and leaves a counted vault only by
//! `InitiateVaultTransaction` (see `txn`), which moves the notes and posts the
//! journal in one database transaction. The till commands that would move a
//! counted vault's GL without naming notes are refused (`refuse_uncounted_move`).
//!
//! A vault is counted once: at creation when its GL balance is zero (an empty
//! inventory), otherwise by `CountVaultCommand`, whose total must equal the GL
//! balance at that moment.

mod commands;

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::args;
use crate::command::Registration;
use crate::error::{Error, Result, RuleKind};
use crate::money::{self, Amount};
use crate::store::{Sql, Tx};
use crate::validate::Checks;

pub use commands::{CountVaultCommand, CreateVaultCommand, RetrieveVaultByIdQuery, RetrieveVaultsListQuery};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<CreateVaultCommand>(),
    Registration::of::<CountVaultCommand>(),
    Registration::of::<RetrieveVaultsListQuery>(),
    Registration::of::<RetrieveVaultByIdQuery>(),
];

/// Most denominations one request may name.
pub const MAX_DENOMINATIONS: usize = 50;
/// Most pieces of one denomination one request may name.
pub const MAX_PIECES: i64 = 1_000_000_000;

/// A vault as stored, with its branch's name and GL code.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct VaultRow {
    pub id: i64,
    pub vault_code: String,
    pub branch_id: i64,
    pub branch_name: String,
    pub currency: String,
    pub gl_account_id: i64,
    pub gl_code: String,
    pub counted_at: Option<DateTime<Utc>>,
    pub counted_by: Option<String>,
    pub created_at: DateTime<Utc>,
}

impl VaultRow {
    pub fn is_counted(&self) -> bool {
        self.counted_at.is_some()
    }
}

const SELECT_VAULT: &str = "SELECT v.id, v.vault_code, v.branch_id, b.name AS branch_name, v.currency, v.gl_account_id,
    g.gl_code, v.counted_at, v.counted_by, v.created_at
    FROM vaults v JOIN branches b ON b.id = v.branch_id JOIN gl_accounts g ON g.id = v.gl_account_id";

/// A vault by its code.
pub async fn by_code(tx: &mut Tx, vault_code: &str) -> Result<Option<VaultRow>> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_VAULT} WHERE v.vault_code = $1")), args![vault_code]).await
}

pub(crate) async fn by_id(tx: &mut Tx, id: i64) -> Result<VaultRow> {
    tx.fetch_optional(Sql::assembled(format!("{SELECT_VAULT} WHERE v.id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("vault", id))
}

/// Locks the vault row until the end of the transaction, so movements of one
/// vault's cash run one after the other (PostgreSQL; SQLite has one writer).
pub(crate) async fn lock(tx: &mut Tx, id: i64) -> Result<VaultRow> {
    let lock = tx.for_update();
    let found: Option<i64> =
        tx.scalar_optional(Sql::assembled(format!("SELECT id FROM vaults WHERE id = $1{lock}")), args![id]).await?;
    found.ok_or_else(|| Error::not_found("vault", id))?;
    by_id(tx, id).await
}

/// The balance of an asset GL account (debits less credits), in minor units.
pub(crate) async fn gl_balance(tx: &mut Tx, gl_account_id: i64) -> Result<i64> {
    tx.scalar(
        "SELECT CAST(COALESCE(SUM(CASE WHEN entry_type = 1 THEN amount_minor ELSE -amount_minor END), 0) AS BIGINT)
         FROM journal_entries WHERE gl_account_id = $1",
        args![gl_account_id],
    )
    .await
}

/// The vault's inventory: (denomination in minor units, count), largest first,
/// without denominations whose count is zero.
pub(crate) async fn inventory(tx: &mut Tx, vault_id: i64) -> Result<Vec<(i64, i64)>> {
    tx.fetch_all(
        "SELECT denomination_minor, count FROM vault_inventory WHERE vault_id = $1 AND count > 0
         ORDER BY denomination_minor DESC",
        args![vault_id],
    )
    .await
}

/// Refuses a movement of a vault's cash unless the vault is counted and its
/// inventory total equals its GL balance (cash posted to the GL by other means,
/// a manual journal say, breaks that until it is reversed). Returns the balance.
pub(crate) async fn require_reconciled(tx: &mut Tx, vault: &VaultRow) -> Result<i64> {
    if !vault.is_counted() {
        return Err(Error::rule(
            "VAULT_NOT_COUNTED",
            RuleKind::Conflict,
            format!("vault {} has no opening count yet (CountVaultCommand)", vault.vault_code),
        ));
    }
    let balance = gl_balance(tx, vault.gl_account_id).await?;
    let counted = total(&inventory(tx, vault.id).await?).unwrap_or(i64::MAX);
    if balance != counted {
        let mut details = serde_json::Map::new();
        details.insert("glBalance".into(), money::to_json_number(balance));
        details.insert("inventoryTotal".into(), money::to_json_number(counted));
        return Err(Error::Rule {
            code: "VAULT_NOT_RECONCILED",
            kind: RuleKind::Conflict,
            message: format!(
                "vault {}: GL account {} holds {} but the inventory counts {}; reverse the posting that moved the vault's GL outside a vault transaction",
                vault.vault_code,
                vault.gl_code,
                money::format(balance),
                money::format(counted)
            ),
            details,
        });
    }
    Ok(balance)
}

/// Refuses a movement on `gl_account_id` that names no notes when it is the
/// cash account of a counted vault: the inventory would no longer match.
pub(crate) async fn refuse_uncounted_move(tx: &mut Tx, gl_account_id: i64, what: &str) -> Result<()> {
    let vault: Option<String> = tx
        .scalar_optional(
            "SELECT vault_code FROM vaults WHERE gl_account_id = $1 AND counted_at IS NOT NULL",
            args![gl_account_id],
        )
        .await?;
    match vault {
        None => Ok(()),
        Some(code) => Err(Error::rule(
            "VAULT_DENOMINATIONS_REQUIRED",
            RuleKind::Conflict,
            format!(
                "{what} would move the cash of vault {code} without counting its notes; use InitiateVaultTransaction (TO_TILL or FROM_TILL) instead"
            ),
        )),
    }
}

/// The vault whose cash account is `gl_account_id`, if any.
pub(crate) async fn code_of_gl(tx: &mut Tx, gl_account_id: i64) -> Result<Option<String>> {
    tx.scalar_optional("SELECT vault_code FROM vaults WHERE gl_account_id = $1", args![gl_account_id]).await
}

/// Checks that the vault holds `pieces` (denomination, count) and takes them
/// out (`sign` -1) or puts them in (`sign` +1).
pub(crate) async fn move_notes(tx: &mut Tx, vault: &VaultRow, pieces: &[(i64, i64)], sign: i64) -> Result<()> {
    if sign < 0 {
        require_notes(tx, vault, pieces).await?;
    }
    for &(denomination, count) in pieces {
        if sign < 0 {
            tx.execute(
                "UPDATE vault_inventory SET count = count - $1 WHERE vault_id = $2 AND denomination_minor = $3 AND count >= $1",
                args![count, vault.id, denomination],
            )
            .await?;
        } else {
            tx.execute(
                "INSERT INTO vault_inventory (vault_id, denomination_minor, count) VALUES ($1, $2, $3)
                 ON CONFLICT (vault_id, denomination_minor) DO UPDATE SET count = vault_inventory.count + excluded.count",
                args![vault.id, denomination, count],
            )
            .await?;
        }
    }
    Ok(())
}

/// Refuses when the vault lacks any of `pieces`: INSUFFICIENT_VAULT_INVENTORY
/// naming the first denomination short, what the vault holds and what was asked.
pub(crate) async fn require_notes(tx: &mut Tx, vault: &VaultRow, pieces: &[(i64, i64)]) -> Result<()> {
    let held: BTreeMap<i64, i64> = inventory(tx, vault.id).await?.into_iter().collect();
    for &(denomination, count) in pieces {
        let available = held.get(&denomination).copied().unwrap_or(0);
        if available < count {
            let mut details = serde_json::Map::new();
            details.insert("denomination".into(), money::to_json_number(denomination));
            details.insert("availableCount".into(), Value::from(available));
            details.insert("requestedCount".into(), Value::from(count));
            return Err(Error::Rule {
                code: "INSUFFICIENT_VAULT_INVENTORY",
                kind: RuleKind::Refused,
                message: format!(
                    "vault {} holds {available} piece(s) of {}; {count} requested",
                    vault.vault_code,
                    money::format(denomination)
                ),
                details,
            });
        }
    }
    Ok(())
}

/// One line of a count or a movement: a note or coin value and how many.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Denomination {
    /// The face value, e.g. 1000 or "0.50".
    pub denomination: Amount,
    pub count: i64,
}

/// Checks a list of denominations: each value once, counts from 1 (0 too when
/// `allow_zero`), a total within the amount limit. Empty is allowed only when
/// `allow_empty`.
pub fn check_denominations(c: &mut Checks, field: &str, list: Option<&[Denomination]>, allow_empty: bool) {
    let Some(list) = list else {
        c.add(field, "is required");
        return;
    };
    if list.is_empty() && !allow_empty {
        c.add(field, "name at least one denomination");
    }
    if list.len() > MAX_DENOMINATIONS {
        c.add(field, format!("at most {MAX_DENOMINATIONS} denominations"));
        return;
    }
    let mut seen = std::collections::BTreeSet::new();
    for (i, d) in list.iter().enumerate() {
        if !(1..=MAX_PIECES).contains(&d.count) {
            c.add(&format!("{field}[{i}].count"), format!("must be between 1 and {MAX_PIECES}"));
        }
        if !seen.insert(d.denomination.0) {
            c.add(&format!("{field}[{i}].denomination"), "each denomination may appear once");
        }
    }
    if total(&pairs(list)).is_none_or(|t| t > money::MAX_AMOUNT_MINOR) {
        c.add(field, "the total is too large");
    }
}

/// (denomination in minor units, count), largest denomination first.
pub fn pairs(list: &[Denomination]) -> Vec<(i64, i64)> {
    let mut pairs: Vec<(i64, i64)> = list.iter().map(|d| (d.denomination.0, d.count)).collect();
    pairs.sort_by_key(|p| std::cmp::Reverse(p.0));
    pairs
}

/// The value of `pieces` in minor units; `None` on overflow.
pub fn total(pieces: &[(i64, i64)]) -> Option<i64> {
    pieces.iter().try_fold(0_i64, |sum, &(denomination, count)| sum.checked_add(denomination.checked_mul(count)?))
}

/// `pieces` as stored on a transaction: `{"<denomination in minor units>": count}`.
pub fn to_stored(pieces: &[(i64, i64)]) -> String {
    let map: serde_json::Map<String, Value> =
        pieces.iter().map(|(denomination, count)| (denomination.to_string(), Value::from(*count))).collect();
    Value::Object(map).to_string()
}

/// Reads what [`to_stored`] wrote, largest denomination first.
pub fn from_stored(text: &str) -> Result<Vec<(i64, i64)>> {
    let map: BTreeMap<String, i64> = serde_json::from_str(text)
        .map_err(|e| Error::Internal(format!("stored denominations are not readable: {e}")))?;
    let mut pieces = Vec::with_capacity(map.len());
    for (denomination, count) in map {
        let denomination: i64 = denomination
            .parse()
            .map_err(|_| Error::Internal(format!("stored denomination '{denomination}' is not a number")))?;
        pieces.push((denomination, count));
    }
    pieces.sort_by_key(|p| std::cmp::Reverse(p.0));
    Ok(pieces)
}

/// `pieces` as the wire shows them: `[{denomination, count, total}]`.
pub fn to_wire(pieces: &[(i64, i64)]) -> Vec<InventoryLine> {
    pieces
        .iter()
        .map(|&(denomination, count)| InventoryLine {
            denomination: money::to_json_number(denomination),
            count,
            total: money::to_json_number(denomination.saturating_mul(count)),
            denomination_minor: denomination,
            total_minor: denomination.saturating_mul(count),
        })
        .collect()
}

/// One denomination of an inventory or a movement.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InventoryLine {
    pub denomination: Value,
    pub count: i64,
    pub total: Value,
    #[serde(skip)]
    pub denomination_minor: i64,
    #[serde(skip)]
    pub total_minor: i64,
}

/// A vault as the vault commands and queries show it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Vault {
    pub vault_id: i64,
    pub vault_code: String,
    pub branch_id: i64,
    pub branch_name: String,
    pub currency_code: String,
    pub gl_account_id: i64,
    pub gl_code: String,
    /// The vault GL account's balance.
    pub gl_balance: Value,
    /// The inventory's value; equals `glBalance` once counted.
    pub inventory_total: Value,
    pub is_counted: bool,
    pub is_reconciled: bool,
    pub counted_at: Option<DateTime<Utc>>,
    pub counted_by: Option<String>,
    pub inventory: Vec<InventoryLine>,
    pub created_at: DateTime<Utc>,
    #[serde(skip)]
    pub gl_balance_minor: i64,
    #[serde(skip)]
    pub inventory_total_minor: i64,
}

pub(crate) async fn view(tx: &mut Tx, vault: VaultRow) -> Result<Vault> {
    let balance = gl_balance(tx, vault.gl_account_id).await?;
    let pieces = inventory(tx, vault.id).await?;
    let counted = total(&pieces).unwrap_or(i64::MAX);
    Ok(Vault {
        vault_id: vault.id,
        is_counted: vault.is_counted(),
        is_reconciled: vault.is_counted() && counted == balance,
        vault_code: vault.vault_code,
        branch_id: vault.branch_id,
        branch_name: vault.branch_name,
        currency_code: vault.currency,
        gl_account_id: vault.gl_account_id,
        gl_code: vault.gl_code,
        gl_balance: money::to_json_number(balance),
        inventory_total: money::to_json_number(counted),
        counted_at: vault.counted_at,
        counted_by: vault.counted_by,
        inventory: to_wire(&pieces),
        created_at: vault.created_at,
        gl_balance_minor: balance,
        inventory_total_minor: counted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(value: i64, count: i64) -> Denomination {
        Denomination { denomination: Amount(value), count }
    }

    #[test]
    fn totals_and_storage_round_trip() {
        let pieces = pairs(&[d(50, 3), d(100_000, 2), d(20_000, 1)]);
        assert_eq!(pieces, vec![(100_000, 2), (20_000, 1), (50, 3)]);
        assert_eq!(total(&pieces), Some(220_150));
        assert_eq!(total(&[(i64::MAX, 2)]), None);
        let stored = to_stored(&pieces);
        assert_eq!(from_stored(&stored).expect("read"), pieces);
    }

    #[test]
    fn denomination_checks() {
        let field = |list: &[Denomination], allow_empty: bool| {
            let mut c = Checks::new();
            check_denominations(&mut c, "denominations", Some(list), allow_empty);
            match c.finish() {
                Ok(()) => Vec::new(),
                Err(Error::Validation(errors)) => errors.keys().cloned().collect(),
                Err(other) => panic!("{other:?}"),
            }
        };
        assert!(field(&[d(100_000, 5)], false).is_empty());
        assert!(field(&[], true).is_empty());
        assert_eq!(field(&[], false), ["denominations"]);
        assert_eq!(field(&[d(100_000, 0)], false), ["denominations[0].count"]);
        assert_eq!(field(&[d(500, 1), d(500, 2)], false), ["denominations[1].denomination"]);
        assert_eq!(field(&[d(money::MAX_AMOUNT_MINOR, 2)], false), ["denominations"]);
    }
}
