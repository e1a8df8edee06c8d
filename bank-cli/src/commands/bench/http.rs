//! `bank bench deposits --via http`: the library's router, served in this
//! process on 127.0.0.1:0 as `bank serve` serves it, driven over real HTTP.
//! Each bench client has its own keep-alive connection and calls with bearer
//! tokens issued as `bank token issue` issues them. Since the server runs in
//! this process, the statement counter sees its statements, and the figures
//! compare directly with `--via library` in the same run.

use std::time::{Duration, Instant};

use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use serde_json::{Value, json};
use tokio::task::JoinSet;

use super::deposits::{AMOUNT_MINOR, Flow, Stop, join};
use super::reads::Local;
use crate::error::CliError;

/// The in-process server and the tokens its callers send.
pub(super) struct Server {
    server: Local,
    /// `http://127.0.0.1:PORT/api/bpm/cmd`: the spec's universal-transaction path.
    base: String,
    maker_token: String,
    /// One per approver, shared among the clients in turn.
    approver_tokens: Vec<String>,
}

impl Server {
    /// Issues the maker's and the approvers' tokens (as `maker`, who needs
    /// tokens.issue), then serves the router on a free local port. The server
    /// has seen every token before the clock starts, as a running server has
    /// seen its callers: the figures are its steady state.
    pub(super) async fn start(
        bank: &Bank,
        maker: &Actor,
        approvers: &[Actor],
        ttl: Duration,
    ) -> Result<Server, CliError> {
        let origin = Origin::cli();
        let maker_token = bank.issue_token(maker, &origin, &maker.username, ttl).await?;
        let mut approver_tokens = Vec::with_capacity(approvers.len());
        for approver in approvers {
            approver_tokens.push(bank.issue_token(maker, &origin, &approver.username, ttl).await?);
        }
        for token in approver_tokens.iter().chain([&maker_token]) {
            bank.authenticate_cached(token).await?;
        }
        let server = Local::start(bank).await?;
        Ok(Server { base: format!("{}/api/bpm/cmd", server.base), server, maker_token, approver_tokens })
    }

    /// One client per account, each on its own connection, until `stop`.
    pub(super) async fn drive(&self, accounts: Vec<String>, flow: Flow, stop: Stop) -> Result<Vec<Duration>, CliError> {
        let mut tasks = JoinSet::new();
        for (account, approver_token) in accounts.into_iter().zip(self.approver_tokens.iter().cycle()) {
            let client = Client {
                http: connection()?,
                base: self.base.clone(),
                maker_token: self.maker_token.clone(),
                approver_token: approver_token.clone(),
            };
            tasks.spawn(async move { client.run(&account, flow, stop).await });
        }
        join(tasks).await
    }

    /// Stops serving once in-flight requests are answered.
    pub(super) async fn stop(self) -> Result<(), CliError> {
        self.server.stop().await
    }
}

/// A client of its own per bench client, so each keeps one connection alive
/// as a real caller would. No proxy: an HTTP_PROXY in the environment must not
/// carry calls to this process's own port.
fn connection() -> Result<reqwest::Client, CliError> {
    reqwest::Client::builder()
        .no_proxy()
        .pool_max_idle_per_host(1)
        .build()
        .map_err(|e| CliError::Io(format!("cannot build the HTTP bench's client: {e}")))
}

struct Client {
    http: reqwest::Client,
    base: String,
    maker_token: String,
    approver_token: String,
}

impl Client {
    /// Deposits into `account` (and has each approved or reversed) until `stop`; any call
    /// that does not succeed as the flow expects stops the bench.
    async fn run(self, account: &str, flow: Flow, stop: Stop) -> Result<Vec<Duration>, CliError> {
        let deposit = json!({
            "accountNumber": account,
            "amount": bank_core::money::to_json_number(AMOUNT_MINOR),
            "narration": "bench",
            "requireApproval": flow.pending(),
            "channel": "BRANCH",
        });
        let mut latencies = Vec::new();
        while stop.more(latencies.len()) {
            let t = Instant::now();
            let initiated = self.call("InitiateDeposit", &self.maker_token, &deposit).await?;
            let id = json!({"transactionId": initiated["transactionId"]});
            match flow {
                Flow::Settle => expect(&initiated, "InitiateDeposit", "status", "SETTLED")?,
                Flow::Approve => {
                    expect(&initiated, "InitiateDeposit", "status", "PENDING")?;
                    let approved = self.call("ApproveTransaction", &self.approver_token, &id).await?;
                    expect(&approved, "ApproveTransaction", "newState", "SETTLED")?;
                }
                Flow::Reverse => {
                    expect(&initiated, "InitiateDeposit", "status", "SETTLED")?;
                    let reversal =
                        json!({"transactionId": initiated["transactionId"], "reversalReason": "bench reversal"});
                    let reversed = self.call("ReverseTransaction", &self.approver_token, &reversal).await?;
                    expect(&reversed, "ReverseTransaction", "newState", "REVERSED")?;
                }
                Flow::Reject => {
                    expect(&initiated, "InitiateDeposit", "status", "PENDING")?;
                    let rejection = json!({"transactionId": initiated["transactionId"],
                        "rejectionReason": "bench rejection", "rejectionCategory": "OTHER"});
                    let rejected = self.call("RejectTransaction", &self.approver_token, &rejection).await?;
                    expect(&rejected, "RejectTransaction", "newState", "CANCELLED")?;
                }
                Flow::Cancel => {
                    expect(&initiated, "InitiateDeposit", "status", "PENDING")?;
                    let cancellation = json!({"transactionId": initiated["transactionId"], "cancellationReason": "bench cancellation"});
                    let cancelled = self.call("CancelTransaction", &self.maker_token, &cancellation).await?;
                    expect(&cancelled, "CancelTransaction", "newState", "CANCELLED")?;
                }
            }
            latencies.push(t.elapsed());
        }
        Ok(latencies)
    }

    /// POSTs `body` to the command's path; answers the reply's `data` when the
    /// call succeeded (HTTP 2xx and `isSuccessful`), else the bench's error.
    async fn call(&self, name: &str, token: &str, body: &Value) -> Result<Value, CliError> {
        let sent = self.http.post(format!("{}/{name}", self.base)).bearer_auth(token).json(body).send().await;
        let response = sent.map_err(|e| CliError::Io(format!("{name} over HTTP: {e}")))?;
        let status = response.status();
        let mut reply: Value = response
            .json()
            .await
            .map_err(|e| CliError::Io(format!("{name} over HTTP answered {status} without a JSON body: {e}")))?;
        if !status.is_success() || reply["isSuccessful"] != true {
            return Err(CliError::Failed(format!("{name} over HTTP answered {status}: {reply}")));
        }
        Ok(reply["data"].take())
    }
}

/// The transaction ended where the flow says it does (else the bench would
/// count a deposit that did not settle).
fn expect(data: &Value, name: &str, field: &str, wanted: &str) -> Result<(), CliError> {
    match data[field].as_str() {
        Some(got) if got == wanted => Ok(()),
        _ => Err(CliError::Failed(format!(
            "{name} over HTTP answered {field} {} where {wanted} was expected",
            data[field]
        ))),
    }
}
