//! `bank demo`: a realistic dataset, loaded idempotently, and its manifest.
//!
//! The dataset is `fixture.toml` (typed in `fixture.rs`); the files beside it
//! load it one family at a time, each looking a thing up before creating it.

mod cash;
mod cheques;
mod customers;
mod documents;
mod engine;
mod fixture;
mod guard;
mod ledger;
mod services;
mod staff;

use std::time::Duration;

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use bank_core::branch::BranchData;
use bank_core::command::Command;
use bank_core::error::Error;
use bank_core::ledger::RetrieveGlAccountByIdQuery;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::Ctx;
use super::token::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};
use fixture::Fixture;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Lifetime of the tokens printed in the manifest (at most the maximum token lifetime)
    #[arg(long, default_value = "12h", value_parser = parse_duration)]
    pub token_ttl: Duration,
    /// Load into a PostgreSQL database, or one that already holds data of its own
    #[arg(long)]
    pub force: bool,
}

/// Every demo command runs as the CLI's actor, from the CLI.
struct Loader<'a> {
    bank: &'a Bank,
    actor: &'a Actor,
    origin: &'a Origin,
}

impl Loader<'_> {
    async fn run<C: Command>(&self, request: C) -> Result<C::Output, Error> {
        self.bank.execute(self.actor, self.origin, request).await
    }

    /// A GL account's id, read by its code.
    async fn gl_id(&self, code: &str) -> Result<i64, CliError> {
        Ok(self.run(RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.into()) }).await?.id)
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Manifest {
    users: Vec<staff::ManifestUser>,
    branches: Vec<BranchData>,
    gl_accounts: Vec<ledger::ManifestGl>,
    clients: Vec<ledger::ManifestClient>,
    accounts: Vec<ledger::ManifestAccount>,
    loans: Vec<ledger::ManifestLoan>,
    /// The value clients send as X-Tenant-Id.
    tenant_id: String,
    tills: Vec<cash::ManifestTill>,
    vaults: Vec<cash::ManifestVault>,
    policies: Vec<ledger::ManifestPolicy>,
    documents: Vec<documents::ManifestDocument>,
    employees: Vec<services::ManifestEmployee>,
    merchants: Vec<services::ManifestMerchant>,
    providers: Vec<services::ManifestProvider>,
    terminals: Vec<services::ManifestTerminal>,
    /// Self-service customers (device verified) with a customer token.
    customers: Vec<customers::ManifestCustomer>,
    /// The real-time hub's URL path (SignalR; negotiate at `{hubPath}/negotiate`).
    hub_path: &'static str,
    cheques: Vec<cheques::ManifestCheque>,
    webhooks: Vec<engine::ManifestWebhook>,
    process_definitions: Vec<engine::ManifestProcess>,
    recurring_jobs: Vec<engine::ManifestJob>,
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let fixture = Fixture::load()?;
    let (bank, actor) = ctx.session().await?;
    guard::guard(ctx, &bank, args.force).await?;
    let origin = Origin::cli();
    let l = Loader { bank: &bank, actor: &actor, origin: &origin };
    let progress = ProgressBar::new(fixture.steps() as u64).with_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}").unwrap_or_else(|_| ProgressStyle::default_bar()),
    );

    let (branches, branch_ids) = staff::branches(&l, &fixture.branches, &progress).await?;
    let users = staff::users(&l, &fixture.users, &branch_ids, args.token_ttl, &progress).await?;
    let books = ledger::load(&l, &fixture, &branch_ids, &progress).await?;
    let tills = cash::tills(&l, &fixture.till, &branch_ids).await?;
    let vaults = cash::vaults(&l, &fixture.vault, &branch_ids).await?;
    let policies = ledger::policies(&l).await?;
    let documents = documents::load(&l, &fixture.documents, &books).await?;
    let services = services::load(&l, &fixture.services, &branch_ids, &books).await?;
    let cheques = cheques::load(&l, &fixture.cheques, &books).await?;
    let engine = engine::load(&l, &fixture.process, &fixture.webhooks, &fixture.job).await?;
    progress.finish_and_clear();
    let customers = customers::load(&l, &fixture.customers, &books, args.token_ttl).await?;

    let manifest = Manifest {
        users,
        branches,
        gl_accounts: books.gl_accounts,
        clients: books.clients,
        accounts: books.accounts,
        loans: books.loans,
        tenant_id: bank.tenant_id().to_owned(),
        tills,
        vaults,
        policies,
        documents,
        employees: services.employees,
        merchants: services.merchants,
        providers: services.providers,
        terminals: services.terminals,
        customers,
        hub_path: bank_core::notify::HUB_PATH,
        cheques,
        webhooks: engine.webhooks,
        process_definitions: engine.processes,
        recurring_jobs: engine.jobs,
    };
    match ctx.format {
        Format::Json => println!("{}", output::json(&manifest)),
        Format::Table | Format::Csv => print_tables(&manifest),
    }
    Ok(())
}

fn print_tables(manifest: &Manifest) {
    let mut t = output::table(&["Username", "Role", "Token"]);
    for u in &manifest.users {
        t.add_row(vec![u.username.clone(), u.role.clone(), u.token.clone()]);
    }
    crate::output::print(&t);
    let mut t = output::table(&["Id", "Key", "Name", "State"]);
    for b in &manifest.branches {
        t.add_row(vec![b.id.to_string(), b.key.clone(), b.name.clone(), b.object_state_description.clone()]);
    }
    crate::output::print(&t);
    let mut t = output::table(&["Client", "Name", "Account", "Currency", "Tier"]);
    for (c, a) in manifest.clients.iter().zip(&manifest.accounts) {
        t.add_row(vec![
            c.client_code.clone(),
            c.name.clone(),
            a.account_number.clone(),
            a.currency.clone(),
            a.tier.clone(),
        ]);
    }
    crate::output::print(&t);
    for till in &manifest.tills {
        println!("till {} of {} ({}, {})", till.till_id, till.teller, till.currency, till.status);
    }
    for w in &manifest.webhooks {
        println!("webhook {} (type {}): {} {}", w.key, w.execution_type, w.action, w.url);
    }
    println!(
        "{} GL accounts, {} loans, {} cheques; X-Tenant-Id: {}",
        manifest.gl_accounts.len(),
        manifest.loans.len(),
        manifest.cheques.len(),
        manifest.tenant_id
    );
}
