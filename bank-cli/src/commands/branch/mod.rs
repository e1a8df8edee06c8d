//! `bank branch ...`

mod create;
mod list;
mod set_state;
mod show;
mod update;

use bank_core::branch::{AddressInformation, BranchData, BranchDetail, ContactInformation};

use super::Ctx;
use crate::error::CliError;
use crate::output;

#[derive(Debug, clap::Subcommand)]
pub enum Command {
    /// Create a branch
    Create(create::Args),
    /// List branches
    List(list::Args),
    /// Show one branch by id or key
    Show(show::Args),
    /// Update a branch (UpdateBranchCommand); unset fields keep their values
    Update(update::Args),
    /// Change a branch's state: active, not-active, or deleted (final)
    SetState(set_state::Args),
}

pub async fn run(ctx: &Ctx, command: Command) -> Result<(), CliError> {
    match command {
        Command::Create(args) => create::run(ctx, args).await,
        Command::List(args) => list::run(ctx, args).await,
        Command::Show(args) => show::run(ctx, args).await,
        Command::Update(args) => update::run(ctx, args).await,
        Command::SetState(args) => set_state::run(ctx, args).await,
    }
}

/// Contact and address flags shared by create and update.
#[derive(Debug, Default, clap::Args)]
pub struct DetailArgs {
    #[arg(long)]
    pub email: Option<String>,
    #[arg(long)]
    pub mobile: Option<String>,
    #[arg(long)]
    pub address_line1: Option<String>,
    #[arg(long)]
    pub address_line2: Option<String>,
    #[arg(long)]
    pub city: Option<String>,
    #[arg(long)]
    pub state: Option<String>,
    #[arg(long)]
    pub country: Option<String>,
    #[arg(long)]
    pub zip: Option<String>,
}

impl DetailArgs {
    /// These flags laid over `base` (the branch's current values on update).
    fn over(
        self,
        contact: ContactInformation,
        address: AddressInformation,
    ) -> (ContactInformation, AddressInformation) {
        (
            ContactInformation {
                email_address: self.email.or(contact.email_address),
                mobile_number: self.mobile.or(contact.mobile_number),
            },
            AddressInformation {
                address_line1: self.address_line1.or(address.address_line1),
                address_line2: self.address_line2.or(address.address_line2),
                address_city: self.city.or(address.address_city),
                address_state: self.state.or(address.address_state),
                address_country: self.country.or(address.address_country),
                zip_code: self.zip.or(address.zip_code),
            },
        )
    }

    fn is_empty(&self) -> bool {
        [
            &self.email,
            &self.mobile,
            &self.address_line1,
            &self.address_line2,
            &self.city,
            &self.state,
            &self.country,
            &self.zip,
        ]
        .iter()
        .all(|f| f.is_none())
    }
}

fn data_record(b: &BranchData) -> comfy_table::Table {
    output::record(&[
        ("Id", b.id.to_string()),
        ("Key", b.key.clone()),
        ("Name", b.name.clone()),
        ("State", format!("{} ({})", b.object_state_description, b.object_state)),
        ("Encoded key", b.encoded_key.clone()),
    ])
}

fn detail_record(d: &BranchDetail) -> comfy_table::Table {
    let (b, c, a) = (&d.branch, &d.contact_information, &d.address_information);
    let address =
        [&a.address_line1, &a.address_line2, &a.address_city, &a.address_state, &a.zip_code, &a.address_country]
            .iter()
            .filter_map(|p| p.as_deref())
            .collect::<Vec<_>>()
            .join(", ");
    output::record(&[
        ("Id", b.id.to_string()),
        ("Key", b.key.clone()),
        ("Name", b.name.clone()),
        ("State", format!("{} ({})", b.object_state_description, b.object_state)),
        ("E-mail", output::opt(&c.email_address)),
        ("Mobile", output::opt(&c.mobile_number)),
        ("Address", address),
        ("Encoded key", b.encoded_key.clone()),
        ("Created", d.created_at.to_rfc3339()),
        ("Updated", d.updated_at.to_rfc3339()),
    ])
}
