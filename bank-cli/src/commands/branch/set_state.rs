//! `bank branch set-state ID|KEY active|not-active|deleted`

use bank_core::branch::{ChangeBranchStateCommand, ObjectState};
use clap::ValueEnum;

use super::super::Ctx;
use super::{data_record, show};
use crate::error::CliError;
use crate::output;

/// A branch state as the CLI names it (the wire's `objectState` 0, 1, 2).
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum State {
    Active,
    NotActive,
    Deleted,
}

impl From<State> for ObjectState {
    fn from(state: State) -> ObjectState {
        match state {
            State::Active => ObjectState::Active,
            State::NotActive => ObjectState::NotActive,
            State::Deleted => ObjectState::Deleted,
        }
    }
}

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Branch id, or its key
    pub branch: String,
    pub state: State,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let target = ObjectState::from(args.state);
    let current = ctx.run(show::query(&args.branch)).await?;
    if target == ObjectState::Deleted {
        ctx.confirm(&format!("Delete branch {}? This cannot be undone.", current.branch.key))?;
    }
    let request = ChangeBranchStateCommand { id: current.branch.id, object_state: target as i64 };
    let branch = ctx.run(request).await?;
    output::command::<ChangeBranchStateCommand>(ctx.format, &branch, data_record);
    Ok(())
}
