//! Processes: JSON definitions of steps with conditional transitions, and
//! instances whose state, variables and step history are stored, so a
//! restart resumes every waiting instance (it is simply still waiting in the
//! database) and the scheduler picks up any instance a crash left running.
//!
//! A definition (`RegisterProcessDefinitionCommand`):
//!
//! ```json
//! {"key": "large-deposit-review", "name": "Large deposit review", "entityType": "Transaction",
//!  "entityIdExpression": "webhookData.reference", "start": "classify",
//!  "steps": [
//!   {"id": "classify", "kind": "code", "code": "webhookData.amount > 1000000", "resultVariable": "isLarge",
//!    "next": [{"when": "isLarge", "to": "review"}, {"to": "done"}]},
//!   {"id": "review", "kind": "userTask", "name": "Review the deposit", "role": "Branch Manager", "next": "await"},
//!   {"id": "await", "kind": "callback", "correlationKey": "webhookData.reference", "next": "tell"},
//!   {"id": "tell", "kind": "notification", "title": "Reviewed", "message": "Deposit reviewed", "next": "done"},
//!   {"id": "done", "kind": "end"}]}
//! ```
//!
//! Kinds: `command` (`commandName`, fixed `data`, optional `dataExpression`
//! whose object result is merged over it; the result's `data` goes to
//! `resultVariable`), `code` (`code`; its value goes to `resultVariable`,
//! default the step id), `userTask` (`assignee` username and/or `role`; waits
//! for `SignalProcessInstanceCommand`), `callback` (`correlationKey`, an
//! expression over the variables; waits for `ReturnCallbackCommand`),
//! `notification` (`title`, `message`; raises PROCESS_PROGRESS_UPDATE), `end`
//! (`status` COMPLETED or FAILED). `next` is a step id or a list of
//! `{when, to}` tried in order, `when` an expression (no `when`: always).
//! Expressions and code run in the sandbox with every variable as a global.

use std::collections::BTreeSet;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value as Json, json};

use super::sandbox;
use crate::Bank;
use crate::activity::{self, ActivityType, Draft, Outcome};
use crate::args;
use crate::auth::{Access, Actor, Origin, perm};
use crate::command::{Area, Command, Cx, FieldAlias, Registration};
use crate::error::{Error, Result, RuleKind};
use crate::notify::events::{Audience, RECEIVE_NOTIFICATION};
use crate::page::{IndexPage, index_page};
use crate::store::{Sql, Tx, now};
use crate::validate::Checks;

mod commands;
mod definition;
mod instance;
mod signal;
mod state;
mod steps;

pub use commands::*;
pub use definition::*;
pub use instance::*;
pub use signal::*;
pub use state::*;
pub use steps::*;

pub const COMMANDS: &[Registration] = &[
    Registration::of::<RegisterProcessDefinitionCommand>(),
    Registration::of::<GetProcessDefinitionListQuery>(),
    Registration::of::<GetProcessDefinitionByIdQuery>(),
    Registration::of::<StartProcessInstanceCommand>(),
    Registration::of::<SignalProcessInstanceCommand>(),
    Registration::of::<ReturnCallbackCommand>(),
    Registration::of::<GetProcessInstanceByIdQuery>(),
    Registration::of::<GetProcessInstanceStateCommand>(),
    Registration::of::<CancelProcessInstanceCommand>(),
];

const MAX_STEPS: usize = 100;
/// Steps one advance may take before the instance is failed (a loop in the definition).
const MAX_STEPS_PER_ADVANCE: usize = 200;
const MAX_VARIABLES_BYTES: usize = 256 * 1024;
const MAX_DEFINITION_BYTES: usize = 256 * 1024;
/// A RUNNING instance untouched this long is taken to be orphaned by a crash.
pub const ORPHAN_AFTER_SECONDS: i64 = 60;

pub const RUNNING: &str = "RUNNING";
pub const WAITING: &str = "WAITING";
pub const COMPLETED: &str = "COMPLETED";
pub const CANCELLED: &str = "CANCELLED";
pub const FAILED: &str = "FAILED";
/// The one execution mode: an instance runs until it waits or ends (the
/// product's step-by-step `Supervised` mode is not offered).
pub const UNSUPERVISED: &str = "Unsupervised";

#[cfg(test)]
mod tests {
    use super::*;

    fn def(steps: Json) -> Result<()> {
        let d: Definition =
            serde_json::from_value(json!({"name": "P", "start": "a", "steps": steps})).expect("parse definition");
        d.check()
    }

    #[test]
    fn definitions_are_checked_whole() {
        assert!(
            def(json!([{"id": "a", "kind": "code", "code": "1", "next": "z"}, {"id": "z", "kind": "end"}])).is_ok()
        );
        let Err(Error::Validation(e)) =
            def(json!([{"id": "a", "kind": "userTask", "next": "nowhere"}, {"id": "a", "kind": "callback"}]))
        else {
            panic!("expected errors")
        };
        let fields: Vec<&str> = e.keys().map(String::as_str).collect();
        for f in [
            "definition.steps",
            "definition.steps[0].assignee",
            "definition.steps[0].next",
            "definition.steps[1].id",
            "definition.steps[1].correlationKey",
        ] {
            assert!(fields.contains(&f), "{f} missing from {fields:?}");
        }
    }
}
