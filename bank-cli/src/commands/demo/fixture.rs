//! The demo's dataset, typed: `fixture.toml`, compiled in and parsed with
//! serde. Unknown keys are refused and every reference (a branch key, a GL
//! code, a client code, a username, a process key) must name something the
//! fixture defines, so a slip in the file fails the load and the unit test
//! below instead of loading something else.

use std::collections::BTreeSet;

use bank_core::money::Amount;
use chrono::NaiveDate;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::error::CliError;

const TEXT: &str = include_str!("fixture.toml");

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Fixture {
    pub branches: Vec<Branch>,
    pub users: Vec<User>,
    pub chart: Vec<GlAccount>,
    pub journals: Vec<Journal>,
    pub cash_accounts: Vec<CashAccount>,
    pub clients: Vec<Client>,
    pub till: Till,
    pub vault: Vault,
    pub documents: Vec<Document>,
    pub services: Services,
    pub cheques: Cheques,
    pub process: Process,
    pub webhooks: Vec<Webhook>,
    pub job: Job,
    pub customers: Vec<Customer>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    pub key: String,
    pub name: String,
    pub email: String,
    pub mobile: String,
    pub line1: String,
    pub city: String,
    pub state: String,
    pub country: String,
    pub zip: String,
}

/// A staff user; merchants are staff users too.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct User {
    pub username: String,
    pub name: String,
    pub email: String,
    pub role: String,
    pub branch: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GlAccount {
    pub code: String,
    pub name: String,
    /// 1 Asset, 2 Liability, 3 Equity, 4 Income, 5 Expense.
    #[serde(rename = "type")]
    pub account_type: i64,
    pub currency: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Journal {
    pub reference: String,
    pub debit: String,
    pub credit: String,
    pub amount: Amount,
    pub currency: String,
    pub notes: String,
}

/// The GL account a currency's branch cash settles against.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CashAccount {
    pub currency: String,
    pub gl: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Client {
    pub code: String,
    pub name: String,
    pub branch: String,
    pub account: Account,
    pub loan: Option<Loan>,
    pub policy: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Account {
    pub currency: String,
    pub tier: String,
    pub control_gl: String,
    pub funding_gl: String,
    pub opening_balance: Amount,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Loan {
    pub principal: Amount,
    pub currency: String,
    pub disbursement_gl: String,
    /// Approved right after it is created (else it stays pending).
    pub approve: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Till {
    pub code: String,
    pub teller: String,
    pub branch: String,
    pub currency: String,
    pub gl: String,
    pub vault_gl: String,
    pub opening_balance: Amount,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vault {
    pub code: String,
    pub branch: String,
    pub currency: String,
    pub gl: String,
    pub notes: Vec<Notes>,
}

/// So many notes of one face value.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Notes {
    pub denomination: Amount,
    pub count: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Document {
    pub client: String,
    pub file_name: String,
    pub content_base64: String,
    pub number: String,
    #[serde(rename = "type")]
    pub document_type: i64,
    pub expiry: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Services {
    pub employees: Vec<Employee>,
    pub merchants: Vec<User>,
    pub provider: Provider,
    pub terminals: Vec<Terminal>,
    pub comments: Vec<Comment>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Employee {
    pub staff_id: String,
    pub name: String,
    pub email: String,
    pub referral_code: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Provider {
    pub code: String,
    pub name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Terminal {
    pub code: String,
    pub serial: String,
    pub merchant: String,
    pub name: String,
    pub location: String,
    pub settlement_gl: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Comment {
    pub client: String,
    pub text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cheques {
    pub dated_days_ago: i64,
    pub settings: ChequeSettings,
    pub items: Vec<Cheque>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChequeSettings {
    pub currency: String,
    pub uncleared_gl: String,
    pub clearing_gl: String,
    pub fee_income_gl: String,
    pub bounce_penalty: String,
    pub cancellation_fee: String,
    pub holidays: Vec<Holiday>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Holiday {
    pub date: NaiveDate,
    pub name: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cheque {
    /// The cheque is on this client's account.
    pub client: String,
    pub kind: ChequeKind,
    pub number: String,
    pub amount: Amount,
    /// Deposits: whose cheque it is.
    pub drawer_bank: Option<String>,
    pub drawer_account: Option<String>,
    /// Withdrawals: whom it pays, and whether it waits for an approver.
    pub payee: Option<String>,
    #[serde(default)]
    pub require_approval: bool,
    pub then: Option<Then>,
    pub reason: Option<String>,
}

impl Cheque {
    /// A deposit names its drawer, a withdrawal its payee; a bounce and a
    /// cancellation give a reason.
    fn check(&self) -> Result<(), String> {
        let drawer = self.drawer_bank.is_some() && self.drawer_account.is_some();
        let fits = match self.kind {
            ChequeKind::Deposit => drawer && self.payee.is_none() && !self.require_approval,
            ChequeKind::Withdrawal => {
                self.payee.is_some() && self.drawer_bank.is_none() && self.drawer_account.is_none()
            }
        };
        let reasoned = matches!(self.then, Some(Then::Bounce | Then::Cancel));
        match (fits, reasoned == self.reason.is_some()) {
            (true, true) => Ok(()),
            (false, _) => {
                Err(format!("cheque {}: a deposit names a drawer bank and account, a withdrawal a payee", self.number))
            }
            (_, false) => Err(format!("cheque {}: a reason goes with bounce or cancel, and only there", self.number)),
        }
    }
}

#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChequeKind {
    Deposit,
    Withdrawal,
}

/// What happens to a demo cheque after it is taken in.
#[derive(Clone, Copy, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Then {
    Clear,
    Bounce,
    Cancel,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Process {
    pub key: String,
    /// Handed to the engine as it is (its own format, checked there).
    pub definition: Value,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Webhook {
    pub key: String,
    pub description: String,
    pub path: String,
    pub action: String,
    pub execution_type: i64,
    pub command_name: Option<String>,
    pub command_chain: Option<Vec<ChainStep>>,
    pub execution_code: Option<String>,
    /// The key of the process definition it starts.
    pub process: Option<String>,
    pub allowable_ips: String,
    pub run_as: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ChainStep {
    pub command_name: String,
    pub data: Option<Map<String, Value>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Job {
    pub key: String,
    pub description: String,
    pub cron_expression: String,
    pub time_zone: String,
    pub execution_type: i64,
    pub command_name: String,
    pub payload: Option<Map<String, Value>>,
    pub run_as: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Customer {
    pub client: String,
    pub profile_key: String,
    pub device_id: String,
    pub pin: String,
}

impl Fixture {
    /// The checked-in fixture, parsed and checked.
    pub fn load() -> Result<Fixture, CliError> {
        let fixture: Fixture = toml::from_str(TEXT).map_err(|e| CliError::Usage(format!("demo fixture: {e}")))?;
        fixture.check().map_err(|e| CliError::Usage(format!("demo fixture: {e}")))?;
        Ok(fixture)
    }

    /// How many steps the progress bar counts.
    pub fn steps(&self) -> usize {
        self.branches.len() + self.users.len() + self.chart.len() + self.journals.len() + self.clients.len()
    }

    /// Every reference names something defined here.
    fn check(&self) -> Result<(), String> {
        let defined: [(&str, BTreeSet<&str>); 6] = [
            ("branch", self.branches.iter().map(|b| b.key.as_str()).collect()),
            ("GL account", self.chart.iter().map(|g| g.code.as_str()).collect()),
            ("client", self.clients.iter().map(|c| c.code.as_str()).collect()),
            ("user", self.users.iter().map(|u| u.username.as_str()).collect()),
            ("merchant", self.services.merchants.iter().map(|m| m.username.as_str()).collect()),
            ("process", BTreeSet::from([self.process.key.as_str()])),
        ];
        for ((kind, names), used) in defined.iter().zip(self.references()) {
            if let Some(missing) = used.into_iter().find(|name| !names.contains(name)) {
                return Err(format!("no {kind} {missing}"));
            }
        }
        self.cheques.items.iter().try_for_each(Cheque::check)
    }

    /// What refers to branches, GL accounts, clients, users, merchants and
    /// processes, in the order of `check`.
    fn references(&self) -> [Vec<&str>; 6] {
        let (till, vault, services, settings) = (&self.till, &self.vault, &self.services, &self.cheques.settings);
        let mut branches = vec![till.branch.as_str(), vault.branch.as_str()];
        branches.extend(self.users.iter().chain(&services.merchants).map(|u| u.branch.as_str()));
        branches.extend(self.clients.iter().map(|c| c.branch.as_str()));
        let mut gls = vec![till.gl.as_str(), till.vault_gl.as_str(), vault.gl.as_str()];
        gls.extend([settings.uncleared_gl.as_str(), settings.clearing_gl.as_str(), settings.fee_income_gl.as_str()]);
        gls.extend(self.journals.iter().flat_map(|j| [j.debit.as_str(), j.credit.as_str()]));
        gls.extend(self.cash_accounts.iter().map(|c| c.gl.as_str()));
        for client in &self.clients {
            gls.extend([client.account.control_gl.as_str(), client.account.funding_gl.as_str()]);
            gls.extend(client.loan.as_ref().map(|l| l.disbursement_gl.as_str()));
        }
        gls.extend(services.terminals.iter().map(|t| t.settlement_gl.as_str()));
        let mut clients: Vec<&str> = self.documents.iter().map(|d| d.client.as_str()).collect();
        clients.extend(services.comments.iter().map(|c| c.client.as_str()));
        clients.extend(self.cheques.items.iter().map(|c| c.client.as_str()));
        clients.extend(self.customers.iter().map(|c| c.client.as_str()));
        let mut users = vec![till.teller.as_str(), self.job.run_as.as_str()];
        users.extend(self.webhooks.iter().map(|w| w.run_as.as_str()));
        let merchants = services.terminals.iter().map(|t| t.merchant.as_str()).collect();
        let processes = self.webhooks.iter().filter_map(|w| w.process.as_deref()).collect();
        [branches, gls, clients, users, merchants, processes]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixture_loads() {
        let fixture = Fixture::load().expect("the demo fixture parses and its references resolve");
        assert_eq!(fixture.steps(), 5 + 7 + 19 + 4 + 6);
    }

    #[test]
    fn unknown_keys_and_references_are_refused() {
        let typo = TEXT.replacen("opening_balance = ", "openingbalance = ", 1);
        assert!(toml::from_str::<Fixture>(&typo).is_err());
        let dangling = TEXT.replacen("branch = \"KAN\"", "branch = \"XYZ\"", 1);
        let fixture: Fixture = toml::from_str(&dangling).expect("still well-formed");
        assert_eq!(fixture.check(), Err("no branch XYZ".into()));
        let misfiled = TEXT.replacen("payee = \"Bisi Catering\"", "drawer_bank = \"Bisi Catering\"", 1);
        let fixture: Fixture = toml::from_str(&misfiled).expect("still well-formed");
        assert!(fixture.check().is_err_and(|e| e.starts_with("cheque 200003:")));
    }
}
