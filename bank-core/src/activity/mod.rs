//! The activity trail, read path: the queries over what `trail` records.

pub mod query;

pub use crate::trail::{ActivityType, Draft, Outcome, record, record_failure, record_many};

pub use query::{
    ActivitiesData, ActivityCache, ActivityItem, ActivityPage, ActivityRecord, GetActivitiesQuery,
    GetLoggedInUserActivitiesQuery, ListActivitiesRestQuery, MyActivitiesRestQuery,
};

/// The activity queries, for the catalogue.
pub const COMMANDS: &[crate::command::Registration] = &[
    crate::command::Registration::of::<GetActivitiesQuery>(),
    crate::command::Registration::of::<GetLoggedInUserActivitiesQuery>(),
    crate::command::Registration::of::<ListActivitiesRestQuery>(),
    crate::command::Registration::of::<MyActivitiesRestQuery>(),
];

impl crate::Bank {
    /// Answers of the by-command activity queries, kept 10 seconds per caller.
    pub fn activity_cache(&self) -> &ActivityCache {
        self.part()
    }
}
