//! Who a staff token stands for, kept in memory so that a request in the
//! steady state reads nothing to authenticate.
//!
//! A hit is never trusted alone: the actor it gives carries the token version
//! still to be confirmed ([`Actor::unconfirmed_version`]), and the command
//! confirms it against the users table inside its own transaction, before it
//! commits (the hot path in a statement it sends anyway; any other command in
//! one statement of its own). So a token revoked or a user disabled anywhere
//! (this server, another one, the CLI) is refused at once, as without the
//! cache. What the check cannot see is a role's permissions or limit changed
//! by hand in the database (no command changes them); entries live
//! `TTL` for that.

use std::time::Duration;

use super::Actor;
use crate::error::{Error, Result};
use crate::store::Tx;

/// How long an entry lives: the bound on seeing a role changed in the database by hand.
const TTL: Duration = Duration::from_secs(60);
const CAPACITY: u64 = 10_000;

/// Confirmed actors by username, each with the token version it was read with.
#[derive(Clone)]
pub struct ActorCache(moka::future::Cache<String, (Actor, i64)>);

impl Default for ActorCache {
    fn default() -> Self {
        ActorCache(moka::future::Cache::builder().time_to_live(TTL).max_capacity(CAPACITY).build())
    }
}

impl ActorCache {
    /// The actor `username` as cached for a token of `version`, still to be
    /// confirmed; `None` when absent or cached for another version.
    pub async fn get(&self, username: &str, version: i64) -> Option<Actor> {
        let (actor, cached) = self.0.get(username).await?;
        (cached == version).then_some(Actor { unconfirmed_version: Some(version), ..actor })
    }

    pub async fn insert(&self, actor: &Actor, version: i64) {
        self.0.insert(actor.username.clone(), (actor.clone(), version)).await;
    }

    pub async fn forget(&self, username: &str) {
        self.0.invalidate(username).await;
    }
}

/// The user's current token version if they are active, as the confirming
/// statement reads it (hot-path statements select it as a column).
pub(crate) fn version_column(user_id_param: &str) -> String {
    format!("(SELECT u.token_version FROM users u WHERE u.id = {user_id_param} AND u.active) AS actor_token_version")
}

/// Refuses an actor whose token version is not `current` (the user's version
/// now, `None` when the user is disabled or gone).
pub(crate) fn confirm(actor: &Actor, current: Option<i64>) -> Result<()> {
    match actor.unconfirmed_version {
        Some(expected) if current != Some(expected) => {
            Err(Error::Unauthenticated("the access token was revoked; ask for a new one".into()))
        }
        _ => Ok(()),
    }
}

/// Confirms `actor` in one statement of its own, for commands that select no
/// [`version_column`] themselves.
pub(crate) async fn confirm_in(tx: &mut Tx, actor: &Actor) -> Result<()> {
    if actor.unconfirmed_version.is_none() {
        return Ok(());
    }
    let sql = format!("SELECT {}", version_column("$1"));
    let current: Option<i64> = tx.scalar(crate::store::Sql::assembled(sql), crate::args![actor.user_id]).await?;
    confirm(actor, current)
}

impl crate::Bank {
    /// Who the staff tokens this server has seen stand for.
    pub(crate) fn actor_cache(&self) -> &ActorCache {
        self.part()
    }
}
