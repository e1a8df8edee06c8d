//! `bank demo`: a realistic dataset, loaded idempotently, and its manifest.

use std::time::Duration;

use bank_core::Bank;
use bank_core::auth::user::{CreateUserCommand, RetrieveUsersListQuery};
use bank_core::auth::{Actor, Origin};
use bank_core::branch::{
    AddressInformation, BranchData, ContactInformation, CreateBranchCommand, RetrieveBranchByIdQuery,
};
use bank_core::customer::RetrievePoliciesListQuery;
use bank_core::document::{CreateDocumentCommand, RetrieveDocumentsListQuery};
use bank_core::error::Error;
use base64::Engine as _;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use super::Ctx;
use super::token::parse_duration;
use crate::error::CliError;
use crate::output::{self, Format};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Lifetime of the tokens printed in the manifest (at most the maximum token lifetime)
    #[arg(long, default_value = "12h", value_parser = parse_duration)]
    pub token_ttl: Duration,
    /// Load into a PostgreSQL database, or one that already holds data of its own
    #[arg(long)]
    pub force: bool,
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
    // The identity demo webhooks and jobs run as: what they run, no customer data.
    (SERVICE_USER, "Webhook service", "Service", "HQ"),
];

/// The staff user the demo webhooks and the demo job run as.
pub const SERVICE_USER: &str = "svc.webhook";

#[derive(Serialize)]
struct ManifestUser {
    username: String,
    role: String,
    token: String,
}

/// The demo chart of accounts: (code, name, type 1..5, currency).
const CHART: &[(&str, &str, i64, &str)] = &[
    ("1001", "Cash in vault", 1, "NGN"),
    ("1002", "Teller cash", 1, "NGN"),
    ("1003", "Cash in vault (USD)", 1, "USD"),
    ("1004", "Vault - Ikeja", 1, "NGN"),
    ("1101", "Uncleared cheques", 1, "NGN"),
    ("1102", "Cheque clearing", 1, "NGN"),
    ("1201", "Loan portfolio", 1, "NGN"),
    ("2001", "Customer deposits - savings", 2, "NGN"),
    ("2002", "Customer deposits - current", 2, "NGN"),
    ("2003", "Customer deposits (USD)", 2, "USD"),
    ("2101", "Loan disbursement", 2, "NGN"),
    ("2901", "Suspense", 2, "NGN"),
    ("3001", "Share capital", 3, "NGN"),
    ("3002", "Share capital (USD)", 3, "USD"),
    ("3101", "Retained earnings", 3, "NGN"),
    ("4001", "Fee income", 4, "NGN"),
    ("4002", "Interest income", 4, "NGN"),
    ("5001", "Operating expenses", 5, "NGN"),
    ("5002", "Interest expense", 5, "NGN"),
];

/// Opening journals, idempotent by reference: (reference, debit, credit, amount, currency, notes).
const OPENING: &[(&str, &str, &str, &str, &str, &str)] = &[
    ("DEMO-CAPITAL-NGN", "1001", "3001", "500000000", "NGN", "Paid-up share capital"),
    ("DEMO-CAPITAL-USD", "1003", "3002", "2000000", "USD", "Paid-up share capital (USD)"),
    ("DEMO-TELLER-FUNDING", "1002", "1001", "50000000", "NGN", "Vault to teller cash"),
    ("DEMO-VAULT-IKJ", "1004", "1001", "10000000", "NGN", "Cash to the Ikeja vault"),
];

/// Clients: (code, name, branch, account currency, tier, control GL, opening balance).
const CLIENTS: &[(&str, &str, &str, &str, &str, &str, &str)] = &[
    ("DEMO-C001", "Ngozi Eze", "IKJ", "NGN", "BASIC", "2001", "150000.00"),
    ("DEMO-C002", "Tunde Bakare Enterprises", "IKJ", "NGN", "PREMIUM", "2002", "8750000.00"),
    ("DEMO-C003", "Amina Bello", "ABJ", "NGN", "VIP", "2001", "42000000.00"),
    ("DEMO-C004", "Chukwuemeka Obi", "PHC", "NGN", "BASIC", "2001", "98500.50"),
    ("DEMO-C005", "Halima Sani", "KAN", "NGN", "PREMIUM", "2002", "1250000.00"),
    ("DEMO-C006", "Oluwaseun Adeola", "HQ", "USD", "VIP", "2003", "25000.00"),
];

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestClient {
    id: i64,
    client_code: String,
    name: String,
    encoded_key: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestAccount {
    id: i64,
    account_number: String,
    encoded_key: String,
    currency: String,
    tier: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestLoan {
    id: i64,
    loan_number: String,
    encoded_key: String,
    state: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestGl {
    id: i64,
    gl_code: String,
    name: String,
    #[serde(rename = "type")]
    account_type: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Manifest {
    users: Vec<ManifestUser>,
    branches: Vec<BranchData>,
    gl_accounts: Vec<ManifestGl>,
    clients: Vec<ManifestClient>,
    accounts: Vec<ManifestAccount>,
    loans: Vec<ManifestLoan>,
    /// The value clients send as X-Tenant-Id.
    tenant_id: String,
    tills: Vec<ManifestTill>,
    vaults: Vec<ManifestVault>,
    policies: Vec<ManifestPolicy>,
    documents: Vec<ManifestDocument>,
    employees: Vec<services::ManifestEmployee>,
    merchants: Vec<services::ManifestMerchant>,
    providers: Vec<services::ManifestProvider>,
    terminals: Vec<services::ManifestTerminal>,
    /// Self-service customers (device verified) with a customer token.
    customers: Vec<ManifestCustomer>,
    /// The real-time hub's URL path (SignalR; negotiate at `{hubPath}/negotiate`).
    hub_path: &'static str,
    cheques: Vec<cheques::ManifestCheque>,
    webhooks: Vec<engine::ManifestWebhook>,
    process_definitions: Vec<engine::ManifestProcess>,
    recurring_jobs: Vec<engine::ManifestJob>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestPolicy {
    id: i64,
    policy_number: String,
    client_id: i64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestDocument {
    id: i64,
    entity_type: String,
    entity_id: i64,
    file_name: String,
    file_path: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestCustomer {
    profile_id: String,
    client_id: i64,
    account_number: String,
    device_id: String,
    token: String,
}

/// The demo customers' transaction PIN (README).
const DEMO_PIN: &str = "1234";

/// How many of the demo clients get a self-service profile.
const DEMO_CUSTOMERS: usize = 2;

async fn customers(
    bank: &bank_core::Bank,
    actor: &bank_core::auth::Actor,
    origin: &Origin,
    pairs: &[(i64, String)],
    ttl: std::time::Duration,
) -> Result<Vec<ManifestCustomer>, CliError> {
    use bank_core::selfservice::{
        CreateCustomerProfileCommand, RetrieveCustomerProfilesQuery, VerifyCustomerDeviceCommand,
    };
    let mut out = Vec::new();
    for (i, (client_id, account_number)) in pairs.iter().take(DEMO_CUSTOMERS).enumerate() {
        let key = format!("demo-customer-{}", i + 1);
        let device = format!("demo-device-{}", i + 1);
        let existing = bank
            .execute(actor, origin, RetrieveCustomerProfilesQuery { client_id: Some(*client_id), limit: Some(100) })
            .await?;
        let profile = match existing.into_iter().find(|p| p.profile_key == key) {
            Some(p) => p,
            None => {
                let request = CreateCustomerProfileCommand {
                    client_id: Some(*client_id),
                    display_name: None,
                    profile_key: Some(key.clone()),
                };
                bank.execute(actor, origin, request).await?
            }
        };
        if profile.verified_device_id.as_deref() != Some(device.as_str()) {
            let request =
                VerifyCustomerDeviceCommand { profile_key: Some(key.clone()), device_id: Some(device.clone()) };
            bank.execute(actor, origin, request).await?;
        }
        // Demo only: every demo customer's transaction PIN is DEMO_PIN.
        let pin = bank_core::selfservice::SetCustomerPinCommand {
            profile_key: Some(key.clone()),
            pin: Some(DEMO_PIN.into()),
        };
        bank.execute(actor, origin, pin).await?;
        let token = bank.issue_customer_token(actor, origin, &key, ttl).await?;
        out.push(ManifestCustomer {
            profile_id: key,
            client_id: *client_id,
            account_number: account_number.clone(),
            device_id: device,
            token,
        });
    }
    Ok(out)
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestVault {
    vault_code: String,
    branch_id: i64,
    currency: String,
    gl_code: String,
    balance: serde_json::Value,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ManifestTill {
    till_id: String,
    teller: String,
    branch_id: String,
    currency: String,
    status: String,
}

/// Marks a database the demo has loaded into, so running it again is safe.
const DEMO_MARKER: &str = "demo.loaded_at";

/// The demo invents customers and money: it loads into a fresh (or its own)
/// SQLite database unless `--force` says otherwise.
async fn guard(ctx: &Ctx, bank: &Bank, force: bool) -> Result<(), CliError> {
    if !force {
        refuse_real_data(ctx, bank).await?;
    }
    let mut tx = bank.db().begin_write().await?;
    tx.execute(
        "INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING",
        bank_core::args![DEMO_MARKER, bank_core::time::format(chrono::Utc::now())],
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

async fn refuse_real_data(ctx: &Ctx, bank: &Bank) -> Result<(), CliError> {
    if ctx.database_url.trim().starts_with("postgres") {
        return Err(CliError::Usage(
            "bank demo loads made-up customers, accounts and money; refusing a PostgreSQL database \
             without --force"
                .into(),
        ));
    }
    let mut tx = bank.db().begin_read().await?;
    let marked: Option<String> =
        tx.scalar_optional("SELECT value FROM settings WHERE key = $1", bank_core::args![DEMO_MARKER]).await?;
    let own: i64 = tx
        .scalar(
            "SELECT (SELECT COUNT(*) FROM branches) + (SELECT COUNT(*) FROM users) - 1
                    + (SELECT COUNT(*) FROM journal_transactions)",
            vec![],
        )
        .await?;
    tx.rollback().await?;
    if marked.is_none() && own > 0 {
        return Err(CliError::Usage(
            "this database already holds branches, users or journals of its own; bank demo loads only into \
             a fresh database (pass --force to load it anyway)"
                .into(),
        ));
    }
    Ok(())
}

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    let (bank, actor) = ctx.session().await?;
    guard(ctx, &bank, args.force).await?;
    let origin = Origin::cli();
    let steps = BRANCHES.len() + USERS.len() + CHART.len() + OPENING.len() + CLIENTS.len();
    let progress = ProgressBar::new(steps as u64).with_style(
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
    let ledger = ledger::load(&bank, &actor, &origin, &branch_ids, &progress).await?;
    let tills = ledger::tills(&bank, &actor, &origin, &branch_ids).await?;
    let vaults = ledger::vaults(&bank, &actor, &origin, &branch_ids).await?;
    let policies = bank
        .execute(&actor, &origin, RetrievePoliciesListQuery { is_export: Some(true), ..Default::default() })
        .await?
        .items
        .into_iter()
        .map(|p| ManifestPolicy { id: p.id, policy_number: p.policy_number, client_id: p.client_id })
        .collect();
    let documents = documents(&bank, &actor, &origin, &ledger.clients).await?;
    let services =
        services::load(&bank, &actor, &origin, branch_ids.get("IKJ").copied(), &ledger.clients, &ledger.gl_accounts)
            .await?;
    let cheques = cheques::load(&bank, &actor, &origin, &ledger.accounts).await?;
    let engine = engine::load(&bank, &actor, &origin).await?;
    progress.finish_and_clear();
    let pairs: Vec<(i64, String)> =
        ledger.clients.iter().zip(&ledger.accounts).map(|(c, a)| (c.id, a.account_number.clone())).collect();
    let customers = customers(&bank, &actor, &origin, &pairs, args.token_ttl).await?;

    let manifest = Manifest {
        users,
        branches,
        gl_accounts: ledger.gl_accounts,
        clients: ledger.clients,
        accounts: ledger.accounts,
        loans: ledger.loans,
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
            println!("{t}");
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
    }
    Ok(())
}

/// A one-page PDF and a 1x1 PNG, so the demo's documents pass the content checks.
const DEMO_PDF: &[u8] = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
const DEMO_PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

/// A national ID for the first client and a utility bill for the second; the
/// document numbers make a re-run upload nothing twice.
async fn documents(
    bank: &Bank,
    actor: &Actor,
    origin: &Origin,
    clients: &[ManifestClient],
) -> Result<Vec<ManifestDocument>, CliError> {
    let seeds = [
        (0, "demo-national-id.pdf", DEMO_PDF, "DEMO-NIN-0001", 1, Some("2031-03-31")),
        (1, "demo-utility-bill.png", DEMO_PNG, "DEMO-BILL-0002", 4, None),
    ];
    for (client, file_name, bytes, number, document_type, expiry) in seeds {
        let Some(client) = clients.get(client) else { continue };
        let request = CreateDocumentCommand {
            entity_type: Some("Client".into()),
            entity_id: Some(client.id),
            file_name: Some(file_name.into()),
            file_content_base64: Some(base64::engine::general_purpose::STANDARD.encode(bytes)),
            document_number: Some(number.into()),
            document_type: Some(document_type),
            expiry_date: expiry.map(str::to_owned),
            ..CreateDocumentCommand::default()
        };
        match bank.execute(actor, origin, request).await {
            Ok(_) => {}
            Err(Error::Rule { code: "DUPLICATE_DOCUMENT_NUMBER", .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    let query = RetrieveDocumentsListQuery { search_text: Some("demo-".into()), ..Default::default() };
    let page = bank.execute(actor, origin, query).await?;
    Ok(page
        .items
        .into_iter()
        .map(|d| ManifestDocument {
            id: d.id,
            entity_type: d.entity_type,
            entity_id: d.entity_id,
            file_name: d.file_name,
            file_path: d.file_path,
        })
        .collect())
}

/// The ledger half of the demo: chart, opening journals, customers and products.
mod ledger {
    use std::collections::BTreeMap;

    use bank_core::Bank;
    use bank_core::auth::{Actor, Origin};
    use bank_core::customer::{
        ApproveLoanCommand, CreateClientCommand, CreateLoanCommand, CreatePolicyCommand, OpenDepositAccountCommand,
        RetrieveClientByIdQuery, RetrieveDepositAccountsListQuery, RetrieveLoansListQuery,
    };
    use bank_core::error::Error;
    use bank_core::ledger::{
        CreateGlAccountCommand, EntryRequest, PostJournalEntryCommand, RetrieveGlAccountByIdQuery,
    };
    use bank_core::money::{Amount, parse_amount};
    use bank_core::txn::SetTransactionSettingsCommand;
    use indicatif::ProgressBar;

    use super::{
        CHART, CLIENTS, ManifestAccount, ManifestClient, ManifestGl, ManifestLoan, ManifestTill, ManifestVault, OPENING,
    };
    use crate::error::CliError;
    use bank_core::till::{GetMyTellerTillListQuery, OpenTillCommand};
    use bank_core::vault::{CountVaultCommand, CreateVaultCommand, Denomination, RetrieveVaultByIdQuery};

    pub struct Loaded {
        pub gl_accounts: Vec<ManifestGl>,
        pub clients: Vec<ManifestClient>,
        pub accounts: Vec<ManifestAccount>,
        pub loans: Vec<ManifestLoan>,
    }

    fn amount(text: &str) -> Result<Amount, CliError> {
        parse_amount(text).map(Amount).map_err(|e| CliError::Usage(format!("demo amount {text}: {e}")))
    }

    pub async fn load(
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        branch_ids: &BTreeMap<&str, i64>,
        progress: &ProgressBar,
    ) -> Result<Loaded, CliError> {
        let mut gl = BTreeMap::new();
        let mut gl_accounts = Vec::new();
        for (code, name, account_type, currency) in CHART {
            progress.set_message(format!("GL {code}"));
            let existing = bank
                .execute(actor, origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some((*code).into()) })
                .await;
            let account = match existing {
                Ok(account) => account,
                Err(Error::NotFound { .. }) => {
                    let request = CreateGlAccountCommand {
                        gl_code: Some((*code).into()),
                        name: Some((*name).into()),
                        account_type_id: Some(*account_type),
                        currency_code: Some((*currency).into()),
                        branch_id: None,
                        description: None,
                    };
                    bank.execute(actor, origin, request).await?
                }
                Err(e) => return Err(e.into()),
            };
            gl.insert(*code, account.id);
            gl_accounts.push(ManifestGl {
                id: account.id,
                gl_code: account.gl_code,
                name: account.name,
                account_type: account.account_type_id,
            });
            progress.inc(1);
        }
        let gl_id =
            |code: &str| gl.get(code).copied().ok_or_else(|| CliError::Usage(format!("demo GL {code} missing")));

        for (reference, debit, credit, value, currency, notes) in OPENING {
            progress.set_message(format!("journal {reference}"));
            let amount = amount(value)?;
            let entry = |gl_account_id: i64, side: i64| EntryRequest {
                gl_account_id,
                amount,
                journal_entry_type: side,
                branch_id: None,
                reference: None,
            };
            let request = PostJournalEntryCommand {
                transaction_reference: Some((*reference).into()),
                entries: vec![entry(gl_id(debit)?, 1), entry(gl_id(credit)?, 2)],
                notes: Some((*notes).into()),
                booking_date: Some(chrono::Utc::now()),
                currency_code: Some((*currency).into()),
            };
            match bank.execute(actor, origin, request).await {
                Ok(_) | Err(Error::AlreadyExists { .. }) => {}
                Err(e) => return Err(e.into()),
            }
            progress.inc(1);
        }

        // Branch deposits and withdrawals settle against teller cash.
        for (currency, cash) in [("NGN", "1002"), ("USD", "1003")] {
            let request = SetTransactionSettingsCommand {
                currency_code: Some(currency.into()),
                cash_gl_account_id: Some(gl_id(cash)?),
                ..Default::default()
            };
            bank.execute(actor, origin, request).await?;
        }

        let (mut clients, mut accounts, mut loans) = (Vec::new(), Vec::new(), Vec::new());
        for (i, (code, name, branch, currency, tier, control, opening)) in CLIENTS.iter().enumerate() {
            progress.set_message(format!("client {code}"));
            let by_code = RetrieveClientByIdQuery { id: None, encoded_key: None, client_code: Some((*code).into()) };
            let client = match bank.execute(actor, origin, by_code).await {
                Ok(client) => client,
                Err(Error::NotFound { .. }) => {
                    let request = CreateClientCommand {
                        name: Some((*name).into()),
                        client_code: Some((*code).into()),
                        branch_id: branch_ids.get(branch).copied(),
                    };
                    bank.execute(actor, origin, request).await?
                }
                Err(e) => return Err(e.into()),
            };
            let listed = RetrieveDepositAccountsListQuery { client_id: Some(client.id), ..Default::default() };
            let mut existing = bank.execute(actor, origin, listed).await?.items;
            let account = match existing.pop() {
                Some(account) => account,
                None => {
                    let funding = if *currency == "USD" { "1003" } else { "1002" };
                    let request = OpenDepositAccountCommand {
                        client_id: Some(client.id),
                        currency_code: Some((*currency).into()),
                        tier: Some((*tier).into()),
                        control_gl_account_id: Some(gl_id(control)?),
                        opening_balance: Some(amount(opening)?),
                        funding_gl_account_id: Some(gl_id(funding)?),
                    };
                    bank.execute(actor, origin, request).await?
                }
            };
            accounts.push(ManifestAccount {
                id: account.id,
                account_number: account.account_number,
                encoded_key: account.encoded_key,
                currency: account.currency_code,
                tier: account.tier,
            });
            // The first two NGN clients have a loan each: one pending, one approved.
            if i < 2 {
                let listed = RetrieveLoansListQuery { client_id: Some(client.id), ..Default::default() };
                let mut existing = bank.execute(actor, origin, listed).await?.items;
                let loan = match existing.pop() {
                    Some(loan) => loan,
                    None => {
                        let request = CreateLoanCommand {
                            client_id: Some(client.id),
                            principal: Some(amount(if i == 0 { "500000" } else { "12000000" })?),
                            currency_code: Some("NGN".into()),
                            disbursement_gl_account_id: Some(gl_id("1201")?),
                        };
                        let loan = bank.execute(actor, origin, request).await?;
                        if i == 1 {
                            bank.execute(actor, origin, ApproveLoanCommand { id: loan.id }).await?
                        } else {
                            loan
                        }
                    }
                };
                loans.push(ManifestLoan {
                    id: loan.id,
                    loan_number: loan.loan_number,
                    encoded_key: loan.encoded_key,
                    state: loan.state,
                });
            }
            if i == 2 {
                let request = CreatePolicyCommand { client_id: client.id, policy_number: Some("DEMO-P001".into()) };
                match bank.execute(actor, origin, request).await {
                    Ok(_) => {}
                    Err(Error::Validation(fields)) if fields.contains_key("policyNumber") => {}
                    Err(e) => return Err(e.into()),
                }
            }
            clients.push(ManifestClient {
                id: client.id,
                client_code: client.client_code,
                name: client.name,
                encoded_key: client.encoded_key,
            });
            progress.inc(1);
        }
        Ok(Loaded { gl_accounts, clients, accounts, loans })
    }

    /// The Ikeja vault: its own GL account, funded by journal, counted in notes.
    pub async fn vaults(
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        branch_ids: &BTreeMap<&str, i64>,
    ) -> Result<Vec<ManifestVault>, CliError> {
        let code = "VAULT-IKJ";
        let found =
            bank.execute(actor, origin, RetrieveVaultByIdQuery { id: None, vault_code: Some(code.into()) }).await;
        let vault = match found {
            Ok(vault) => vault,
            Err(Error::NotFound { .. }) => {
                let gl = bank
                    .execute(actor, origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some("1004".into()) })
                    .await?;
                let request = CreateVaultCommand {
                    vault_code: Some(code.into()),
                    branch_id: branch_ids.get("IKJ").copied(),
                    currency_code: Some("NGN".into()),
                    gl_account_id: Some(gl.id),
                };
                bank.execute(actor, origin, request).await?;
                // 10,000,000.00 in notes: 8,000 of 1,000 and 4,000 of 500.
                let notes = vec![
                    Denomination { denomination: amount("1000")?, count: 8_000 },
                    Denomination { denomination: amount("500")?, count: 4_000 },
                ];
                bank.execute(actor, origin, CountVaultCommand { vault_code: code.into(), denominations: Some(notes) })
                    .await?
            }
            Err(e) => return Err(e.into()),
        };
        Ok(vec![ManifestVault {
            vault_code: vault.vault_code,
            branch_id: vault.branch_id,
            currency: vault.currency_code,
            gl_code: vault.gl_code,
            balance: vault.gl_balance,
        }])
    }

    /// The demo teller works an open NGN till at Ikeja, funded from the vault.
    pub async fn tills(
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        branch_ids: &BTreeMap<&str, i64>,
    ) -> Result<Vec<ManifestTill>, CliError> {
        let teller = bank.actor("teller.ada").await?;
        let mine = |status: Option<&str>| GetMyTellerTillListQuery {
            status: status.map(str::to_owned),
            currency_code: None,
            page_number: None,
            page_size: None,
        };
        let open = match bank.execute(&teller, origin, mine(Some("Open"))).await {
            Ok(list) => !list.tills.is_empty(),
            // Never assigned a till yet.
            Err(Error::Unauthenticated(_)) => false,
            Err(e) => return Err(e.into()),
        };
        if !open {
            let gl = |code: &'static str| async move {
                let found = bank
                    .execute(actor, origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.into()) })
                    .await?;
                Ok::<i64, CliError>(found.id)
            };
            let request = OpenTillCommand {
                till_code: Some("TILL-IKJ-1".into()),
                teller_username: Some("teller.ada".into()),
                branch_id: branch_ids.get("IKJ").copied(),
                currency_code: Some("NGN".into()),
                gl_account_id: Some(gl("1002").await?),
                vault_gl_account_id: Some(gl("1001").await?),
                opening_balance: Some(amount("2000000")?),
            };
            bank.execute(actor, origin, request).await?;
        }
        let list = bank.execute(&teller, origin, mine(None)).await?;
        Ok(list
            .tills
            .into_iter()
            .map(|t| ManifestTill {
                till_id: t.till_id,
                teller: teller.username.clone(),
                branch_id: t.branch_id,
                currency: t.currency_code,
                status: t.status,
            })
            .collect())
    }
}

/// The service half of the demo: employees with referral codes, merchants
/// (staff users standing in for self-service merchants), a PTSP provider,
/// terminals, and comments on the first two clients.
mod services {
    use bank_core::Bank;
    use bank_core::auth::user::{CreateUserCommand, RetrieveUsersListQuery};
    use bank_core::auth::{Actor, Origin};
    use bank_core::comment::{AddCommentCommand, RetrieveCommentsListQuery};
    use bank_core::error::Error;
    use bank_core::referral::CreateEmployeeCommand;
    use bank_core::terminal::{CreatePtspProviderCommand, CreateTerminalCommand, RetrieveTerminalsListQuery};
    use serde::Serialize;

    use super::{ManifestClient, ManifestGl};
    use crate::error::CliError;

    const EMPLOYEES: &[(&str, &str, &str, &str)] = &[
        ("DEMO-E001", "Funke Akin", "funke.akin@demo.bank.ng", "DEMOREF01"),
        ("DEMO-E002", "Ibrahim Musa", "ibrahim.musa@demo.bank.ng", "DEMOREF02"),
    ];
    const MERCHANTS: &[(&str, &str)] =
        &[("merchant.mama-put", "Mama Put Foods"), ("merchant.ikeja-mart", "Ikeja Mart")];
    const PROVIDER: (&str, &str) = ("ISW", "Interswitch");
    /// Code, serial, merchant index; the settlement account is the first GL account.
    const TERMINALS: &[(&str, &str, usize)] = &[("DEMO-POS-01", "ISW-0001", 0), ("DEMO-POS-02", "ISW-0002", 1)];
    const COMMENTS: &[(usize, &str)] =
        &[(0, "KYC documents verified at the branch"), (1, "Customer prefers e-mail statements")];

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestEmployee {
        staff_id: &'static str,
        name: &'static str,
        email: &'static str,
        referral_code: &'static str,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestMerchant {
        user_id: i64,
        username: String,
        name: String,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestProvider {
        code: &'static str,
        name: &'static str,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestTerminal {
        terminal_id: i64,
        terminal_code: String,
        serial_number: String,
        ptsp_provider_code: String,
        merchant_user_id: Option<i64>,
        status: String,
    }

    pub struct Loaded {
        pub employees: Vec<ManifestEmployee>,
        pub merchants: Vec<ManifestMerchant>,
        pub providers: Vec<ManifestProvider>,
        pub terminals: Vec<ManifestTerminal>,
    }

    /// Ignores "exists already", so a re-run creates nothing twice.
    fn created<T>(result: Result<T, Error>) -> Result<(), CliError> {
        match result {
            Ok(_) | Err(Error::AlreadyExists { .. } | Error::Conflict(_)) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    pub async fn load(
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        ikeja_branch: Option<i64>,
        clients: &[ManifestClient],
        gl_accounts: &[ManifestGl],
    ) -> Result<Loaded, CliError> {
        for (staff_id, name, email, code) in EMPLOYEES {
            let request = CreateEmployeeCommand {
                staff_id: Some((*staff_id).into()),
                email: Some((*email).into()),
                name: Some((*name).into()),
                referral_code: Some((*code).into()),
            };
            created(bank.execute(actor, origin, request).await)?;
        }

        let users =
            bank.execute(actor, origin, RetrieveUsersListQuery { is_export: Some(true), ..Default::default() }).await?;
        let mut merchants = Vec::new();
        for (username, name) in MERCHANTS {
            let user = match users.items.iter().find(|u| u.username == *username) {
                Some(user) => user.id,
                None => {
                    let request = CreateUserCommand {
                        username: Some((*username).into()),
                        name: Some((*name).into()),
                        email: Some(format!("{username}@merchants.demo.bank.ng")),
                        role: Some("Service".into()),
                        branch_id: ikeja_branch,
                    };
                    bank.execute(actor, origin, request).await?.id
                }
            };
            merchants.push(ManifestMerchant { user_id: user, username: (*username).into(), name: (*name).into() });
        }

        let (code, name) = PROVIDER;
        let request = CreatePtspProviderCommand { code: Some(code.into()), name: Some(name.into()) };
        created(bank.execute(actor, origin, request).await)?;
        let settlement = gl_accounts.first().map(|g| g.id);
        for (terminal_code, serial, merchant) in TERMINALS {
            let request = CreateTerminalCommand {
                terminal_code: Some((*terminal_code).into()),
                serial_number: Some((*serial).into()),
                ptsp_provider_code: Some(code.into()),
                merchant_user_id: merchants.get(*merchant).map(|m| m.user_id),
                settlement_account_id: settlement,
                virtual_account_id: None,
                terminal_name: Some(format!("{} counter", merchants.get(*merchant).map_or("", |m| m.name.as_str()))),
                location: Some("Ikeja, Lagos".into()),
            };
            created(bank.execute(actor, origin, request).await)?;
        }
        let listed = RetrieveTerminalsListQuery { ptsp_provider_code: Some(code.into()), ..Default::default() };
        let terminals = bank
            .execute(actor, origin, listed)
            .await?
            .items
            .into_iter()
            .map(|t| ManifestTerminal {
                terminal_id: t.id,
                terminal_code: t.terminal_code,
                serial_number: t.serial_number,
                ptsp_provider_code: t.ptsp_provider_code,
                merchant_user_id: t.merchant_user_id,
                status: t.status,
            })
            .collect();

        for (client, text) in COMMENTS {
            let Some(client) = clients.get(*client) else { continue };
            let existing = RetrieveCommentsListQuery {
                entity: Some("Client".into()),
                entity_id: Some(client.id),
                ..Default::default()
            };
            if bank.execute(actor, origin, existing).await?.total_records == 0 {
                let request = AddCommentCommand {
                    entity: Some("Client".into()),
                    entity_id: Some(client.id),
                    comment: Some((*text).into()),
                };
                bank.execute(actor, origin, request).await?;
            }
        }

        let employees = EMPLOYEES
            .iter()
            .map(|(staff_id, name, email, referral_code)| ManifestEmployee { staff_id, name, email, referral_code })
            .collect();
        Ok(Loaded { employees, merchants, providers: vec![ManifestProvider { code, name }], terminals })
    }
}

/// Demo cheques: the NGN cheque settings and a few cheques in each state.
mod cheques {
    use bank_core::Bank;
    use bank_core::auth::{Actor, Origin};
    use bank_core::cheque::{
        Holiday, InitiateBounceChequeCommand, InitiateCancelChequeCommand, InitiateChequeDepositCommand,
        InitiateChequeWithdrawalCommand, InitiateClearChequeCommand, RetrieveChequesListQuery,
        SetChequeSettingsCommand,
    };
    use bank_core::ledger::RetrieveGlAccountByIdQuery;
    use chrono::NaiveDate;
    use serde::Serialize;

    use super::ManifestAccount;
    use crate::error::CliError;

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestCheque {
        cheque_transaction_id: i64,
        transaction_key: String,
        cheque_number: String,
        kind: String,
        state: String,
        account_number: String,
    }

    /// What happens to a demo cheque after it is taken in.
    #[derive(Clone, Copy, PartialEq)]
    enum Then {
        Nothing,
        Clear,
        Bounce,
        Cancel,
    }

    /// (account index, deposit?, cheque number, amount, drawer bank or payee, needs approval, then).
    /// All on Halima Sani's account, so the other demo accounts keep their opening balances.
    const SEEDS: &[(usize, bool, &str, &str, &str, bool, Then)] = &[
        (4, true, "000101", "250000", "Zenith Bank", false, Then::Nothing),
        (4, true, "000102", "75000", "First Bank", false, Then::Clear),
        (4, true, "000103", "40000", "Access Bank", false, Then::Bounce),
        (4, false, "200001", "120000", "Lagos Office Supplies Ltd", false, Then::Nothing),
        (4, false, "200002", "30000", "Ikeja Electric", true, Then::Nothing),
        (4, false, "200003", "15000", "Bisi Catering", true, Then::Cancel),
    ];

    const HOLIDAYS: &[(&str, &str)] =
        &[("2026-12-25", "Christmas Day"), ("2026-12-28", "Boxing Day (observed)"), ("2027-01-01", "New Year's Day")];

    async fn gl(bank: &Bank, actor: &Actor, origin: &Origin, code: &str) -> Result<i64, CliError> {
        let found =
            bank.execute(actor, origin, RetrieveGlAccountByIdQuery { id: None, gl_code: Some(code.into()) }).await?;
        Ok(found.id)
    }

    pub async fn load(
        bank: &Bank,
        actor: &Actor,
        origin: &Origin,
        accounts: &[ManifestAccount],
    ) -> Result<Vec<ManifestCheque>, CliError> {
        let holidays = HOLIDAYS
            .iter()
            .filter_map(|(d, name)| {
                NaiveDate::parse_from_str(d, "%Y-%m-%d").ok().map(|date| Holiday { date, name: (*name).into() })
            })
            .collect();
        let settings = SetChequeSettingsCommand {
            currency_code: Some("NGN".into()),
            uncleared_gl_account_id: Some(gl(bank, actor, origin, "1101").await?),
            clearing_gl_account_id: Some(gl(bank, actor, origin, "1102").await?),
            fee_income_gl_account_id: Some(gl(bank, actor, origin, "4001").await?),
            bounce_penalty: Some(serde_json::json!("5000")),
            cancellation_fee: Some(serde_json::json!("1000")),
            holidays,
            ..Default::default()
        };
        bank.execute(actor, origin, settings).await?;
        let dated = (chrono::Utc::now() - chrono::Duration::days(3)).date_naive().to_string();
        let mut out = Vec::new();
        for (index, deposit, number, amount, party, approval, then) in SEEDS {
            let Some(account) = accounts.get(*index) else { continue };
            let listed = RetrieveChequesListQuery {
                account_number: Some(account.account_number.clone()),
                cheque_number: Some((*number).into()),
                ..Default::default()
            };
            let existing = bank.execute(actor, origin, listed).await?.items.into_iter().next();
            let id = match existing {
                Some(c) => c.cheque_transaction_id,
                None => {
                    let amount = super::ledger_amount(amount)?;
                    let id = if *deposit {
                        let request = InitiateChequeDepositCommand {
                            account_number: Some(account.account_number.clone()),
                            amount: Some(amount),
                            cheque_number: Some((*number).into()),
                            drawer_bank: Some((*party).into()),
                            drawer_account: Some(format!("30{number}99")),
                            cheque_date: Some(dated.clone()),
                            ..Default::default()
                        };
                        bank.execute(actor, origin, request).await?.cheque_transaction_id
                    } else {
                        let request = InitiateChequeWithdrawalCommand {
                            account_number: Some(account.account_number.clone()),
                            amount: Some(amount),
                            cheque_number: Some((*number).into()),
                            payee: Some((*party).into()),
                            cheque_date: Some(dated.clone()),
                            require_approval: approval.then_some(true),
                            ..Default::default()
                        };
                        bank.execute(actor, origin, request).await?.cheque_transaction_id
                    };
                    match then {
                        Then::Nothing => {}
                        Then::Clear => {
                            let request = InitiateClearChequeCommand {
                                cheque_transaction_id: id,
                                clearing_date: None,
                                notes: None,
                            };
                            bank.execute(actor, origin, request).await?;
                        }
                        Then::Bounce => {
                            let request = InitiateBounceChequeCommand {
                                cheque_transaction_id: id,
                                reason: Some("Funds insufficient".into()),
                                bounce_date: None,
                                notes: None,
                            };
                            bank.execute(actor, origin, request).await?;
                        }
                        Then::Cancel => {
                            let request = InitiateCancelChequeCommand {
                                cheque_transaction_id: id,
                                reason: Some("Stop payment: cheque lost".into()),
                                notes: None,
                            };
                            bank.execute(actor, origin, request).await?;
                        }
                    }
                    id
                }
            };
            let c = bank
                .execute(actor, origin, bank_core::cheque::RetrieveChequeByIdQuery { cheque_transaction_id: id })
                .await?;
            out.push(ManifestCheque {
                cheque_transaction_id: c.cheque_transaction_id,
                transaction_key: c.transaction_key,
                cheque_number: c.cheque_number,
                kind: c.kind,
                state: c.cheque_state,
                account_number: c.account_number,
            });
        }
        Ok(out)
    }
}

fn ledger_amount(text: &str) -> Result<bank_core::money::Amount, CliError> {
    bank_core::money::parse_amount(text)
        .map(bank_core::money::Amount)
        .map_err(|e| CliError::Usage(format!("demo amount {text}: {e}")))
}

/// The engine half of the demo: a webhook of each type, a process definition
/// and a recurring job, all running as the service user `svc.webhook`.
mod engine {
    use bank_core::Bank;
    use bank_core::auth::{Actor, Origin};
    use bank_core::engine::ChainStep;
    use bank_core::engine::process::{GetProcessDefinitionByIdQuery, RegisterProcessDefinitionCommand};
    use bank_core::error::Error;
    use bank_core::jobs::{CreateRecurringJobCommand, GetRecurringJobListQuery};
    use bank_core::webhook::{CreateWebHookConfigCommand, GetWebHookConfigListQuery, IpList};
    use serde::Serialize;
    use serde_json::json;

    use super::SERVICE_USER;
    use crate::error::CliError;

    pub const PROCESS_KEY: &str = "demo-large-deposit-review";

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestWebhook {
        pub id: i64,
        pub key: String,
        pub path: String,
        pub action: String,
        pub url: String,
        pub execution_type: i64,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestProcess {
        id: i64,
        key: String,
        name: String,
    }

    #[derive(Serialize)]
    #[serde(rename_all = "camelCase")]
    pub struct ManifestJob {
        id: i64,
        key: String,
        cron_expression: String,
        time_zone: String,
    }

    pub struct Loaded {
        pub webhooks: Vec<ManifestWebhook>,
        pub processes: Vec<ManifestProcess>,
        pub jobs: Vec<ManifestJob>,
    }

    /// Classify a deposit; large ones wait for a branch manager and then for
    /// the clearing house's callback (correlated by the deposit reference).
    fn definition() -> serde_json::Value {
        json!({
            "name": "Large deposit review",
            "entityType": "Transaction",
            "entityIdExpression": "webhookData && webhookData.reference",
            "start": "classify",
            "steps": [
                {"id": "classify", "kind": "code", "name": "Classify the deposit",
                 "code": "(webhookData && webhookData.amount) > 1000000", "resultVariable": "isLarge",
                 "next": [{"when": "isLarge", "to": "review"}, {"to": "done"}]},
                {"id": "review", "kind": "userTask", "name": "Review the deposit", "role": "Branch Manager",
                 "next": "clearing"},
                {"id": "clearing", "kind": "callback", "name": "Wait for clearing",
                 "correlationKey": "webhookData.reference", "next": "tell"},
                {"id": "tell", "kind": "notification", "name": "Tell the branch", "title": "Deposit cleared",
                 "message": "The large deposit was reviewed and cleared", "next": "done"},
                {"id": "done", "kind": "end"}
            ]
        })
    }

    pub async fn load(bank: &Bank, actor: &Actor, origin: &Origin) -> Result<Loaded, CliError> {
        let existing = bank
            .execute(actor, origin, GetProcessDefinitionByIdQuery { id: None, key: Some(PROCESS_KEY.into()) })
            .await;
        let process = match existing {
            Ok(d) => d,
            Err(Error::NotFound { .. }) => {
                let request =
                    RegisterProcessDefinitionCommand { key: Some(PROCESS_KEY.into()), definition: Some(definition()) };
                bank.execute(actor, origin, request).await?
            }
            Err(e) => return Err(e.into()),
        };
        let processes = vec![ManifestProcess { id: process.id, key: process.key.clone(), name: process.name.clone() }];

        let hooks = [
            ("demo-branch-list", "demo/branches", 0, json!({"commandName": "RetrieveBranchesListQuery"})),
            (
                "demo-branch-chain",
                "demo/branch-chain",
                1,
                json!({"commandChain": [
                    {"commandName": "RetrieveBranchByIdQuery", "data": {"key": "HQ"}},
                    {"commandName": "RetrieveBranchesListQuery", "data": {"pageSize": 2}}
                ]}),
            ),
            (
                "demo-deposit-score",
                "demo/deposit-score",
                2,
                json!({"executionCode": "({reference: webhookData.reference, large: webhookData.amount > 1000000, from: remoteIp})"}),
            ),
            ("demo-deposit-review", "demo/deposit-review", 3, json!({"processDefinitionId": process.id})),
        ];
        let mut webhooks = Vec::new();
        for (key, path, kind, fields) in hooks {
            let list = GetWebHookConfigListQuery { key: Some(key.into()), ..Default::default() };
            let page = bank.execute(actor, origin, list).await?;
            let found = page.items.into_iter().find(|w| w.key == key);
            let w = match found {
                Some(w) => ManifestWebhook {
                    id: w.id,
                    key: w.key,
                    path: w.path,
                    action: w.action,
                    url: w.url,
                    execution_type: w.execution_type,
                },
                None => {
                    let chain: Option<Vec<ChainStep>> =
                        fields.get("commandChain").and_then(|c| serde_json::from_value(c.clone()).ok());
                    let request = CreateWebHookConfigCommand {
                        key: Some(key.into()),
                        description: Some(format!("Demo webhook of type {kind}")),
                        path: Some(path.into()),
                        action: Some("POST".into()),
                        execution_type: Some(kind),
                        command_name: fields["commandName"].as_str().map(str::to_owned),
                        command_chain: chain,
                        execution_code: fields["executionCode"].as_str().map(str::to_owned),
                        process_definition_id: fields["processDefinitionId"].as_i64(),
                        is_enabled: Some(true),
                        // Restricted like any other: callers on this host only.
                        allowable_ips: Some(IpList::Text("127.0.0.1, ::1".into())),
                        secret: None,
                        run_as_user: Some(SERVICE_USER.into()),
                        allow_anonymous: None,
                    };
                    let c = bank.execute(actor, origin, request).await?;
                    ManifestWebhook {
                        id: c.id,
                        key: c.key,
                        path: c.path,
                        action: "POST".into(),
                        url: c.url,
                        execution_type: c.execution_type,
                    }
                }
            };
            webhooks.push(w);
        }

        let job_key = "demo-nightly-branch-census";
        let list = GetRecurringJobListQuery { key: Some(job_key.into()), ..Default::default() };
        let page = bank.execute(actor, origin, list).await?;
        let job = match page.items.into_iter().find(|j| j.key == job_key) {
            Some(j) => ManifestJob { id: j.id, key: j.key, cron_expression: j.cron_expression, time_zone: j.time_zone },
            None => {
                let request = CreateRecurringJobCommand {
                    key: Some(job_key.into()),
                    description: Some("Counts branches every night at 02:00 Lagos time".into()),
                    cron_expression: Some("0 2 * * *".into()),
                    time_zone: Some("Africa/Lagos".into()),
                    execution_type: Some(0),
                    command_name: Some("RetrieveBranchesListQuery".into()),
                    payload: json!({"pageSize": 1}).as_object().cloned(),
                    run_as_user: Some(SERVICE_USER.into()),
                    is_enabled: Some(true),
                    ..Default::default()
                };
                let saved = bank.execute(actor, origin, request).await?;
                ManifestJob {
                    id: saved.id,
                    key: saved.key,
                    cron_expression: "0 2 * * *".into(),
                    time_zone: "Africa/Lagos".into(),
                }
            }
        };
        Ok(Loaded { webhooks, processes, jobs: vec![job] })
    }
}
