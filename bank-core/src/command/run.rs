//! How a command runs: access, validation, one transaction with its
//! activity record (its own, or a fused group's), retried on contention,
//! failed attempts recorded.

use std::time::Duration;

use super::{AfterCommit, Command, Cx};
use crate::Bank;
use crate::error::{Error, Result};
use crate::principal::{Actor, Origin};
use crate::store::{Seat, Tx};
use crate::trail::{self as activity, ActivityType};

/// Attempts per command when the database reports contention (40001, 40P01, busy).
const MAX_ATTEMPTS: u32 = 5;
const RETRY_BASE_DELAY: Duration = Duration::from_millis(20);

impl Bank {
    /// Runs a command as `actor`: access, validation, one transaction with its
    /// activity record, retried on contention.
    pub async fn execute<C: Command>(&self, actor: &Actor, origin: &Origin, request: C) -> Result<C::Output> {
        let result = self.attempt(actor, origin, request).await;
        if result.is_err() {
            // A revoked token's request is answered as revoked, and nothing
            // is recorded in its name.
            self.confirm_actor(actor).await?;
        }
        if let (Err(error), Some(activity_type)) = (&result, C::ACTIVITY) {
            let activity_type =
                if matches!(error, Error::Forbidden(_)) { ActivityType::Security } else { activity_type };
            activity::record_failure(self.db(), actor, origin, C::NAME, activity_type, error).await;
            if let Err(e) = C::after_failure(self, actor, origin, error).await {
                tracing::error!(command = C::NAME, error = %e, "after-failure hook failed");
            }
        }
        result
    }

    async fn attempt<C: Command>(&self, actor: &Actor, origin: &Origin, request: C) -> Result<C::Output> {
        C::ACCESS.check(actor)?;
        request.validate()?;
        if C::CHARGES {
            let mut tx = self.db().begin_write().await?;
            crate::principal::cache::confirm_in(&mut tx, actor).await?;
            request.charge(actor, &mut tx).await?;
            tx.commit().await?;
        }
        let (seat, _flight) = match request.fusion_key() {
            Some(key) => self.db().seat(key).await,
            None => (Seat::Alone(None), None),
        };
        // Held while the command runs alone, so that arrivals meanwhile form a group.
        let _slot = match seat {
            Seat::Member(member) => match self.run_fused(actor, origin, request.clone(), Tx::fused(member)).await {
                Ok(Some(output)) => return Ok(output),
                // The group rolled back: run alone, as any command.
                Ok(None) => None,
                Err(e) => return Err(e),
            },
            Seat::Alone(slot) => slot,
        };
        let mut attempt = 1;
        let mut reconnected = false;
        // The first attempt may read unlocked and write once, guarded (see
        // `Db::begin_write_late`); one that found its rows changed runs
        // again at once, locked, so contention cannot starve it.
        let mut late = true;
        loop {
            match self.run_once(actor, origin, request.clone(), late).await {
                Ok(output) => return Ok(output),
                Err(Failed::BeforeCommit(Error::Busy)) if late => {
                    tracing::debug!(command = C::NAME, "rows changed since read; running locked");
                    late = false;
                }
                Err(Failed::BeforeCommit(Error::Busy)) if attempt < MAX_ATTEMPTS => {
                    tracing::debug!(command = C::NAME, attempt, "contention; retrying");
                    tokio::time::sleep(RETRY_BASE_DELAY * 2u32.pow(attempt) + jitter()).await;
                    attempt += 1;
                }
                // The connection died before commit, so nothing was written:
                // one more try on a fresh connection (the pool drops the dead one).
                Err(Failed::BeforeCommit(Error::Unavailable(detail))) if !reconnected => {
                    tracing::warn!(command = C::NAME, %detail, "database connection lost; retrying once");
                    tokio::time::sleep(RETRY_BASE_DELAY + jitter()).await;
                    reconnected = true;
                }
                Err(Failed::BeforeCommit(e) | Failed::AtCommit(e)) => return Err(e),
            }
        }
    }

    async fn run_once<C: Command>(
        &self,
        actor: &Actor,
        origin: &Origin,
        request: C,
        late: bool,
    ) -> std::result::Result<C::Output, Failed> {
        let (output, tx, after_commit) = self.run_uncommitted(actor, origin, request, Begin::Own { late }).await?;
        if let Some(tx) = tx {
            tx.commit().await.map_err(|e| match e {
                // A commit that may or may not have happened is not retried.
                Error::Unavailable(detail) => Failed::AtCommit(Error::Unavailable(detail)),
                // A refused commit (serialization, deadlock) rolled back.
                other => Failed::BeforeCommit(other),
            })?;
        }
        for task in after_commit {
            crate::store::in_background(task(self.clone())).await;
        }
        Ok(output)
    }

    /// Runs the command as a member of a fused group, in `tx`: its output
    /// once the group committed, None when the group rolled back (its own
    /// failure or another's: either way nothing of it was written, and it
    /// runs again alone, where a failure of its own is its answer).
    async fn run_fused<C: Command>(
        &self,
        actor: &Actor,
        origin: &Origin,
        request: C,
        tx: Tx,
    ) -> Result<Option<C::Output>> {
        let Ok((output, Some(tx), after_commit)) = self.run_uncommitted(actor, origin, request, Begin::In(tx)).await
        else {
            return Ok(None);
        };
        match tx.commit().await {
            Ok(()) => {}
            // A commit that may or may not have happened is not run again.
            Err(Error::Unavailable(detail)) => return Err(Error::Unavailable(detail)),
            Err(_) => return Ok(None),
        }
        for task in after_commit {
            crate::store::in_background(task(self.clone())).await;
        }
        Ok(Some(output))
    }

    /// Runs the command up to its commit, in a transaction of its own or a
    /// group's; returns the transaction to commit (None for a query, already
    /// rolled back). A failure after a statement that committed itself (see
    /// `Tx::fetch_optional_last`), or may have, fails at commit.
    async fn run_uncommitted<C: Command>(
        &self,
        actor: &Actor,
        origin: &Origin,
        request: C,
        begin: Begin,
    ) -> std::result::Result<(C::Output, Option<Tx>, Vec<AfterCommit>), Failed> {
        let tx = match (begin, C::ACTIVITY) {
            (Begin::In(tx), _) => Ok(tx),
            (Begin::Own { late: true }, Some(_)) => self.db().begin_write_late().await,
            (Begin::Own { late: false }, Some(_)) => self.db().begin_write().await,
            (Begin::Own { .. }, None) => self.db().begin_read().await,
        }
        .map_err(Failed::BeforeCommit)?;
        let mut cx = Cx::new(self, actor, origin, tx);
        cx.own = C::ACTIVITY.map(|activity_type| (activity_type, C::NAME));
        let ran = async {
            let output = request.run(&mut cx).await?;
            cx.require_confirmed_actor().await?;
            cx.queue_record();
            if C::ACTIVITY.is_some() {
                // Sent here, not by the commit, so a connection lost while
                // sending them is known to have written nothing (and is retried).
                cx.tx.flush_last().await?;
            }
            Ok(output)
        }
        .await;
        let output = ran.map_err(|e| match cx.tx.may_have_committed() {
            true => Failed::AtCommit(e),
            false => Failed::BeforeCommit(e),
        })?;
        let Cx { tx, after_commit, .. } = cx;
        if C::ACTIVITY.is_some() {
            Ok((output, Some(tx), after_commit))
        } else {
            tx.rollback().await.map_err(Failed::BeforeCommit)?;
            Ok((output, None, after_commit))
        }
    }
}

/// The transaction a command runs in: its own (begun late or not; see
/// `Db::begin_write_late`), or a fused group's member's.
enum Begin {
    Own { late: bool },
    In(Tx),
}

/// Where an attempt failed: before commit nothing was written; at commit the
/// outcome is unknown.
enum Failed {
    BeforeCommit(Error),
    AtCommit(Error),
}

fn jitter() -> Duration {
    Duration::from_millis(rand::random_range(0..20))
}
