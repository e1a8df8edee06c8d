//! Branch administration: `UpdateBranchCommand` exactly as the spec gives it,
//! plus what operators need and the spec leaves out: create, list, show and a
//! state change (Active, NotActive, Deleted).

mod commands;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::args;
use crate::command::Registration;
use crate::error::{Error, Result};
use crate::store::Tx;

pub use commands::{
    ChangeBranchStateCommand, CreateBranchCommand, RetrieveBranchByIdQuery, RetrieveBranchesListQuery,
    UpdateBranchCommand,
};

pub const COMMANDS: &[Registration] = &[
    Registration::of::<UpdateBranchCommand>(),
    Registration::of::<CreateBranchCommand>(),
    Registration::of::<RetrieveBranchesListQuery>(),
    Registration::of::<RetrieveBranchByIdQuery>(),
    Registration::of::<ChangeBranchStateCommand>(),
];

/// The spec's ObjectStateEnum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ObjectState {
    Active = 0,
    NotActive = 1,
    Deleted = 2,
}

impl ObjectState {
    pub fn from_code(code: i64) -> Option<ObjectState> {
        match code {
            0 => Some(ObjectState::Active),
            1 => Some(ObjectState::NotActive),
            2 => Some(ObjectState::Deleted),
            _ => None,
        }
    }

    pub fn description(self) -> &'static str {
        match self {
            ObjectState::Active => "Active",
            ObjectState::NotActive => "NotActive",
            ObjectState::Deleted => "Deleted",
        }
    }
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ContactInformation {
    pub email_address: Option<String>,
    pub mobile_number: Option<String>,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct AddressInformation {
    pub address_line1: Option<String>,
    pub address_line2: Option<String>,
    pub address_city: Option<String>,
    pub address_state: Option<String>,
    pub address_country: Option<String>,
    pub zip_code: Option<String>,
}

#[derive(Debug, sqlx::FromRow)]
struct BranchRow {
    id: i64,
    code: String,
    name: String,
    encoded_key: String,
    object_state: i64,
    email_address: Option<String>,
    mobile_number: Option<String>,
    address_line1: Option<String>,
    address_line2: Option<String>,
    address_city: Option<String>,
    address_state: Option<String>,
    address_country: Option<String>,
    zip_code: Option<String>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

/// The spec's branch response data.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct BranchData {
    pub id: i64,
    pub name: String,
    pub key: String,
    pub encoded_key: String,
    pub object_state: i64,
    pub object_state_description: String,
}

/// A branch with its contact and address data, for show and list.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BranchDetail {
    #[serde(flatten)]
    pub branch: BranchData,
    pub contact_information: ContactInformation,
    pub address_information: AddressInformation,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl BranchRow {
    fn state(&self) -> ObjectState {
        // The column has a CHECK constraint; anything else is corruption.
        ObjectState::from_code(self.object_state).unwrap_or(ObjectState::Deleted)
    }

    fn data(&self) -> BranchData {
        BranchData {
            id: self.id,
            name: self.name.clone(),
            key: self.code.clone(),
            encoded_key: self.encoded_key.clone(),
            object_state: self.object_state,
            object_state_description: self.state().description().to_owned(),
        }
    }

    fn detail(self) -> BranchDetail {
        BranchDetail {
            branch: self.data(),
            contact_information: ContactInformation {
                email_address: self.email_address,
                mobile_number: self.mobile_number,
            },
            address_information: AddressInformation {
                address_line1: self.address_line1,
                address_line2: self.address_line2,
                address_city: self.address_city,
                address_state: self.address_state,
                address_country: self.address_country,
                zip_code: self.zip_code,
            },
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

const SELECT_BRANCH: &str = "SELECT id, code, name, encoded_key, object_state, email_address, mobile_number,
    address_line1, address_line2, address_city, address_state, address_country, zip_code, created_at, updated_at
    FROM branches";

async fn find(tx: &mut Tx, id: i64) -> Result<BranchRow> {
    tx.fetch_optional(crate::store::Sql::assembled(format!("{SELECT_BRANCH} WHERE id = $1")), args![id])
        .await?
        .ok_or_else(|| Error::not_found("branch", id))
}

async fn find_by_key(tx: &mut Tx, key: &str) -> Result<BranchRow> {
    tx.fetch_optional(crate::store::Sql::assembled(format!("{SELECT_BRANCH} WHERE code = $1")), args![key])
        .await?
        .ok_or_else(|| Error::not_found("branch", key))
}

/// The id of the branch using `key`, other than `except`.
async fn key_taken(tx: &mut Tx, key: &str, except: Option<i64>) -> Result<Option<i64>> {
    tx.scalar_optional("SELECT id FROM branches WHERE code = $1 AND id <> $2", args![key, except.unwrap_or(-1)]).await
}
