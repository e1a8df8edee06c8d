//! `bank demo`: a realistic dataset, loaded idempotently, and its manifest.

use std::time::Duration;

use bank_core::auth::Origin;
use bank_core::auth::user::{CreateUserCommand, RetrieveUsersListQuery};
use bank_core::branch::{
    AddressInformation, BranchData, ContactInformation, CreateBranchCommand, RetrieveBranchByIdQuery,
};
use bank_core::error::Error;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::Ctx;
use super::token::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Lifetime of the tokens printed in the manifest
    #[arg(long, default_value = "24h", value_parser = parse_duration)]
    pub token_ttl: Duration,
}

struct BranchSeed {
    key: &'static str,
    name: &'static str,
    email: &'static str,
    mobile: &'static str,
    line1: &'static str,
    city: &'static str,
    state: &'static str,
    zip: &'static str,
}

const BRANCHES: &[BranchSeed] = &[
    BranchSeed {
        key: "HQ",
        name: "Head Office, Marina",
        email: "headoffice@demo.bank.ng",
        mobile: "+234 1 270 0000",
        line1: "35 Marina",
        city: "Lagos Island",
        state: "Lagos",
        zip: "101001",
    },
    BranchSeed {
        key: "IKJ",
        name: "Ikeja Allen Avenue",
        email: "ikeja@demo.bank.ng",
        mobile: "+234 803 555 0101",
        line1: "12 Allen Avenue",
        city: "Ikeja",
        state: "Lagos",
        zip: "100271",
    },
    BranchSeed {
        key: "ABJ",
        name: "Abuja Wuse II",
        email: "wuse@demo.bank.ng",
        mobile: "+234 809 555 0202",
        line1: "4 Aminu Kano Crescent",
        city: "Abuja",
        state: "FCT",
        zip: "900288",
    },
    BranchSeed {
        key: "PHC",
        name: "Port Harcourt Trans-Amadi",
        email: "transamadi@demo.bank.ng",
        mobile: "+234 805 555 0303",
        line1: "20 Trans-Amadi Road",
        city: "Port Harcourt",
        state: "Rivers",
        zip: "500272",
    },
    BranchSeed {
        key: "KAN",
        name: "Kano Bompai",
        email: "bompai@demo.bank.ng",
        mobile: "+234 806 555 0404",
        line1: "7 Bompai Road",
        city: "Kano",
        state: "Kano",
        zip: "700211",
    },
];

/// One user of each seeded role, with a home branch.
const USERS: &[(&str, &str, &str, &str)] = &[
    ("teller.ada", "Ada Okafor", "Teller", "IKJ"),
    ("senior.bola", "Bola Adeyemi", "Senior Teller", "IKJ"),
    ("approver.chidi", "Chidi Nwosu", "Approver", "IKJ"),
    ("manager.dayo", "Dayo Bakare", "Branch Manager", "IKJ"),
    ("regional.efe", "Efe Odion", "Regional Manager", "HQ"),
    ("admin.funke", "Funke Adebayo", "Admin", "HQ"),
];

#[derive(Serialize)]
struct ManifestUser {
    username: String,
    role: String,
    token: String,
}

#[derive(Serialize)]
struct Manifest {
    users: Vec<ManifestUser>,
    branches: Vec<BranchData>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    let origin = Origin::cli();
    let progress = ProgressBar::new((BRANCHES.len() + USERS.len()) as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );

    let mut branches = Vec::new();
    let mut branch_ids = std::collections::BTreeMap::new();
    for seed in BRANCHES {
        progress.set_message(format!("branch {}", seed.key));
        let existing =
            bank.execute(&actor, &origin, RetrieveBranchByIdQuery { id: None, key: Some(seed.key.into()) }).await;
        let branch = match existing {
            Ok(detail) => detail.branch,
            Err(Error::NotFound { .. }) => {
                let request = CreateBranchCommand {
                    key: Some(seed.key.into()),
                    name: Some(seed.name.into()),
                    contact_information: Some(ContactInformation {
                        email_address: Some(seed.email.into()),
                        mobile_number: Some(seed.mobile.into()),
                    }),
                    address_information: Some(AddressInformation {
                        address_line1: Some(seed.line1.into()),
                        address_line2: None,
                        address_city: Some(seed.city.into()),
                        address_state: Some(seed.state.into()),
                        address_country: Some("Nigeria".into()),
                        zip_code: Some(seed.zip.into()),
                    }),
                };
                bank.execute(&actor, &origin, request).await?
            }
            Err(e) => return Err(e.into()),
        };
        branch_ids.insert(seed.key, branch.id);
        branches.push(branch);
        progress.inc(1);
    }

    let existing =
        bank.execute(&actor, &origin, RetrieveUsersListQuery { is_export: Some(true), ..Default::default() }).await?;
    let mut users = Vec::new();
    for (username, name, role, branch) in USERS {
        progress.set_message(format!("user {username}"));
        if !existing.items.iter().any(|u| u.username == *username) {
            let request = CreateUserCommand {
                username: Some((*username).into()),
                name: Some((*name).into()),
                email: Some(format!("{username}@demo.bank.ng")),
                role: Some((*role).into()),
                branch_id: branch_ids.get(branch).copied(),
            };
            bank.execute(&actor, &origin, request).await?;
        }
        let token = bank.issue_token(&actor, &origin, username, args.token_ttl).await?;
        users.push(ManifestUser { username: (*username).into(), role: (*role).into(), token });
        progress.inc(1);
    }
    progress.finish_and_clear();

    let manifest = Manifest { users, branches };
    match ctx.format {
        Format::Json => println!("{}", output::json(&manifest)),
        Format::Table => {
            let mut t = output::table(&["Username", "Role", "Token"]);
            for u in &manifest.users {
                t.add_row(vec![u.username.clone(), u.role.clone(), u.token.clone()]);
            }
            println!("{t}");
            let mut t = output::table(&["Id", "Key", "Name", "State"]);
            for b in &manifest.branches {
                t.add_row(vec![b.id.to_string(), b.key.clone(), b.name.clone(), b.object_state_description.clone()]);
            }
            println!("{t}");
        }
    }
    Ok(())
}
