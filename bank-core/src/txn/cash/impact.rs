//! What a cash movement did to its tills and vault: the balances before and
//! after a decision (`balanceImpact`), and what the read queries show of it.

use serde_json::{Map, Value, json};

use super::{is_cash, lock_tills, parties, stored_pieces};
use crate::args;
use crate::error::Result;
use crate::money;
use crate::store::Tx;
use crate::till;
use crate::txn::{TILL_TRANSFER, TxnRow};
use crate::vault;

/// Balances of the tills and the vault of a cash movement at one moment.
pub(in crate::txn) struct Snapshot {
    tills: Vec<(String, i64)>,
    vault: Option<(String, i64)>,
}

impl Snapshot {
    pub(super) async fn take(tx: &mut Tx, txn: &TxnRow) -> Result<Snapshot> {
        let p = parties(txn)?;
        let mut tills = Vec::with_capacity(2);
        for id in std::iter::once(p.till).chain(p.to_till) {
            let till = till::by_id(tx, id).await?;
            tills.push((till.till_code, till.current_balance_minor));
        }
        let vault = match p.vault {
            Some(id) => {
                let vault = vault::by_id(tx, id).await?;
                let balance = vault::gl_balance(tx, vault.gl_account_id).await?;
                Some((vault.vault_code, balance))
            }
            None => None,
        };
        Ok(Snapshot { tills, vault })
    }
}

/// The `balanceImpact` of a cash movement between two snapshots:
/// a transfer `{fromTill, toTill, transactionAmount}`, a vault transaction
/// `{vault, till, direction, denominations, transactionAmount}`; each side
/// `{tillId | vaultCode, previousBalance, newBalance}`.
pub(super) fn impact(txn: &TxnRow, before: &Snapshot, after: &Snapshot) -> Map<String, Value> {
    let side = |key: &str, code: &str, previous: i64, new: i64| json!({key: code, "previousBalance": money::to_json_number(previous), "newBalance": money::to_json_number(new)});
    let till = |i: usize| {
        let (code, previous) = before.tills.get(i).cloned().unwrap_or_default();
        let new = after.tills.get(i).map_or(previous, |t| t.1);
        side("tillId", &code, previous, new)
    };
    let mut map = Map::new();
    if txn.transaction_type == TILL_TRANSFER {
        map.insert("fromTill".into(), till(0));
        map.insert("toTill".into(), till(1));
    } else {
        if let (Some((code, previous)), Some((_, new))) = (&before.vault, &after.vault) {
            map.insert("vault".into(), side("vaultCode", code, *previous, *new));
        }
        map.insert("till".into(), till(0));
        map.insert("direction".into(), json!(txn.direction));
        let pieces = stored_pieces(txn).unwrap_or_default();
        map.insert("denominations".into(), json!(vault::to_wire(&pieces)));
    }
    map.insert("transactionAmount".into(), money::to_json_number(txn.amount_minor));
    map
}

/// What the read queries add for a cash movement.
#[derive(Default)]
pub(in crate::txn) struct Described {
    pub till_id: Option<String>,
    pub to_till_id: Option<String>,
    pub vault_code: Option<String>,
    pub denominations: Option<Vec<vault::InventoryLine>>,
}

pub(in crate::txn) async fn describe(tx: &mut Tx, txn: &TxnRow) -> Result<Described> {
    if !is_cash(&txn.transaction_type) {
        return Ok(Described::default());
    }
    let till_id = match txn.till_id {
        Some(id) => tx.scalar_optional("SELECT till_code FROM tills WHERE id = $1", args![id]).await?,
        None => None,
    };
    let to_till_id = match txn.to_till_id {
        Some(id) => tx.scalar_optional("SELECT till_code FROM tills WHERE id = $1", args![id]).await?,
        None => None,
    };
    let vault_code = match txn.vault_id {
        Some(id) => tx.scalar_optional("SELECT vault_code FROM vaults WHERE id = $1", args![id]).await?,
        None => None,
    };
    let denominations = match &txn.denominations {
        Some(text) => Some(vault::to_wire(&vault::from_stored(text)?)),
        None => None,
    };
    Ok(Described { till_id, to_till_id, vault_code, denominations })
}

/// The `balanceImpact` since `before`, with the event's own fields added
/// (`holdReleased`, `netChange`, `reversalAmount`, ...).
pub(in crate::txn) async fn impact_since(
    tx: &mut Tx,
    txn: &TxnRow,
    before: &Snapshot,
    extras: Vec<(&str, Value)>,
) -> Result<Value> {
    let after = Snapshot::take(tx, txn).await?;
    let mut map = impact(txn, before, &after);
    for (key, value) in extras {
        map.insert(key.to_owned(), value);
    }
    Ok(Value::Object(map))
}

/// The snapshot a decision on `txn` starts from: Some for a cash movement,
/// whose vault and tills are locked first (in the order settlement locks them),
/// so the previous balances are the ones the decision moves from.
pub(in crate::txn) async fn snapshot_if_cash(tx: &mut Tx, txn: &TxnRow) -> Result<Option<Snapshot>> {
    if !is_cash(&txn.transaction_type) {
        return Ok(None);
    }
    lock_parties(tx, txn).await?;
    Snapshot::take(tx, txn).await.map(Some)
}

/// Locks the vault, then the tills in id order, of a cash movement.
async fn lock_parties(tx: &mut Tx, txn: &TxnRow) -> Result<()> {
    let p = parties(txn)?;
    if let Some(vault) = p.vault {
        vault::lock(tx, vault).await?;
    }
    let tills: Vec<i64> = std::iter::once(p.till).chain(p.to_till).collect();
    lock_tills(tx, &tills).await
}
