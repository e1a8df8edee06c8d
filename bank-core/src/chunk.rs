//! Many commands of one kind in one database transaction: what batch files
//! and nightly runs use, so a file of a million rows is not a million commits.
//! Each command runs in its own savepoint, so a refused one undoes only
//! itself and is reported on its own, exactly as if it had run alone.

use crate::Bank;
use crate::command::{Command, Cx};
use crate::error::{Error, Result};
use crate::principal::{Actor, Origin};
use crate::trail::{self as activity, Draft, Outcome};

/// The most commands one chunk runs before it commits.
pub const MAX_CHUNK: usize = 1_000;

impl Bank {
    /// Runs `requests` (at most [`MAX_CHUNK`]) as `actor`, committing once;
    /// answers one result per request, in order. A request refused by its own
    /// rules fails alone. Contention, a lost connection or a missing permission
    /// is not one request's fault: each request then runs on its own instead
    /// (and is answered as `execute` answers it).
    pub async fn execute_chunk<C: Command>(
        &self,
        actor: &Actor,
        origin: &Origin,
        requests: Vec<C>,
    ) -> Result<Vec<Result<C::Output>>> {
        if requests.len() > MAX_CHUNK {
            return Err(Error::invalid("requests", format!("at most {MAX_CHUNK} in one chunk")));
        }
        let Some(activity_type) = C::ACTIVITY else {
            return Err(Error::Internal(format!("{} is a query; chunks are for changes", C::NAME)));
        };
        if C::CHARGES {
            return Err(Error::Internal(format!("{} commits a charge of its own; run it alone", C::NAME)));
        }
        self.confirm_actor(actor).await?;
        // A refused caller is refused row by row, recorded as `execute` records it.
        let chunked = match C::ACCESS.check(actor) {
            Ok(()) => self.try_chunk(actor, origin, requests.clone(), activity_type).await,
            Err(e) => Err(e),
        };
        match chunked {
            Ok(results) => {
                // Each refusal is recorded and followed up exactly as `execute` does.
                for error in results.iter().filter_map(|r| r.as_ref().err()) {
                    activity::record_failure(self.db(), actor, origin, C::NAME, activity_type, error).await;
                    if let Err(e) = C::after_failure(self, actor, origin, error).await {
                        tracing::error!(command = C::NAME, error = %e, "after-failure hook failed");
                    }
                }
                Ok(results)
            }
            Err(Error::Busy | Error::Unavailable(_) | Error::Forbidden(_)) => {
                let mut results = Vec::with_capacity(requests.len());
                for request in requests {
                    results.push(self.execute(actor, origin, request).await);
                }
                Ok(results)
            }
            Err(e) => Err(e),
        }
    }

    async fn try_chunk<C: Command>(
        &self,
        actor: &Actor,
        origin: &Origin,
        requests: Vec<C>,
        activity_type: activity::ActivityType,
    ) -> Result<Vec<Result<C::Output>>> {
        let mut tx = self.db().begin_write().await?;
        let mut results = Vec::with_capacity(requests.len());
        let mut after_commit = Vec::new();
        for request in requests {
            if let Err(e) = request.validate() {
                results.push(Err(e));
                continue;
            }
            tx.savepoint().await?;
            let mut cx = Cx::new(self, actor, origin, tx);
            let ran = request.run(&mut cx).await;
            let Cx { tx: back, trail, after_commit: tasks, .. } = cx;
            tx = back;
            match ran {
                Ok(output) => {
                    let draft = trail.unwrap_or_else(|| Draft::new(C::NAME));
                    let outcome = Outcome { activity_type, command: C::NAME, error: None };
                    activity::record(&mut tx, Some(actor), origin, draft, outcome);
                    tx.release_savepoint().await?;
                    after_commit.extend(tasks);
                    results.push(Ok(output));
                }
                Err(e @ (Error::Busy | Error::Unavailable(_))) => return Err(e),
                Err(e) => {
                    tx.rollback_to_savepoint().await?;
                    results.push(Err(e));
                }
            }
        }
        // A commit whose outcome is unknown must not be run again row by row
        // (that could do the work twice): it is reported as it is.
        tx.commit().await.map_err(|e| match e {
            Error::Unavailable(detail) => {
                Error::Internal(format!("the chunk's commit may or may not have happened: {detail}"))
            }
            other => other,
        })?;
        for task in after_commit {
            crate::store::in_background(task(self.clone())).await;
        }
        Ok(results)
    }
}
