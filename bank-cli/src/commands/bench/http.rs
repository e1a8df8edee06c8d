//! `bank bench deposits --via http`: the library's router, served in this
//! process on 127.0.0.1:0 as `bank serve` serves it, driven over real HTTP.
//! Each bench client has its own keep-alive connection and calls with bearer
//! tokens issued as `bank token issue` issues them. Since the server runs in
//! this process, the statement counter sees its statements, and the figures
//! compare directly with `--via library` in the same run.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderValue, Request, StatusCode, header};
use bank_core::Bank;
use bank_core::auth::{Actor, Origin};
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio::task::JoinSet;

use super::deposits::{AMOUNT_MINOR, Flow, Stop, join};
use super::reads::Local;
use crate::error::CliError;

/// The in-process server and the tokens its callers send.
pub(super) struct Server {
    server: Local,
    /// `Bearer …`
    maker_token: HeaderValue,
    /// One per approver, shared among the clients in turn.
    approver_tokens: Vec<HeaderValue>,
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
        let approver_tokens = approver_tokens.iter().map(|token| bearer(token)).collect::<Result<_, _>>()?;
        Ok(Server { maker_token: bearer(&maker_token)?, server, approver_tokens })
    }

    /// One client per account, each on its own connection, until `stop`.
    pub(super) async fn drive(&self, accounts: Vec<String>, flow: Flow, stop: Stop) -> Result<Vec<Duration>, CliError> {
        let mut tasks = JoinSet::new();
        for (account, approver_token) in accounts.into_iter().zip(self.approver_tokens.iter().cycle()) {
            let client = Client {
                connection: Connection::open(self.server.address).await?,
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

fn bearer(token: &str) -> Result<HeaderValue, CliError> {
    HeaderValue::from_str(&format!("Bearer {token}"))
        .map_err(|e| CliError::Io(format!("the bench's token is not a header value: {e}")))
}

/// A bare HTTP/1.1 keep-alive connection of its own per bench client, as a
/// real caller keeps one. Bare (no pool, no redirects, no proxy) so that the
/// client spends as little as it can of the two cores the server shares with
/// it: the figure is the server's, as wrk would measure it.
struct Connection {
    send: http1::SendRequest<Full<Bytes>>,
    /// `127.0.0.1:PORT`, the Host header.
    host: HeaderValue,
}

impl Connection {
    async fn open(address: SocketAddr) -> Result<Connection, CliError> {
        let failed = |e: &dyn std::fmt::Display| CliError::Io(format!("cannot connect the HTTP bench's client: {e}"));
        let stream = TcpStream::connect(address).await.map_err(|e| failed(&e))?;
        stream.set_nodelay(true).map_err(|e| failed(&e))?;
        let (send, connection) = http1::handshake(TokioIo::new(stream)).await.map_err(|e| failed(&e))?;
        // Drives the connection; it ends when `send` is dropped.
        tokio::spawn(connection);
        let host = HeaderValue::from_str(&address.to_string()).map_err(|e| failed(&e))?;
        Ok(Connection { send, host })
    }

    /// POSTs `body` as JSON with `token`; answers the status and the body.
    async fn post(&mut self, path: &str, token: &HeaderValue, body: Bytes) -> Result<(StatusCode, Bytes), String> {
        let request = Request::post(path)
            .header(header::HOST, &self.host)
            .header(header::AUTHORIZATION, token)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Full::new(body))
            .map_err(|e| e.to_string())?;
        self.send.ready().await.map_err(|e| e.to_string())?;
        let response = self.send.send_request(request).await.map_err(|e| e.to_string())?;
        let status = response.status();
        let body = response.into_body().collect().await.map_err(|e| e.to_string())?;
        Ok((status, body.to_bytes()))
    }
}

struct Client {
    connection: Connection,
    maker_token: HeaderValue,
    approver_token: HeaderValue,
}

impl Client {
    /// Deposits into `account` (and has each approved or reversed) until `stop`; any call
    /// that does not succeed as the flow expects stops the bench.
    async fn run(mut self, account: &str, flow: Flow, stop: Stop) -> Result<Vec<Duration>, CliError> {
        let deposit = body(json!({
            "accountNumber": account,
            "amount": bank_core::money::to_json_number(AMOUNT_MINOR),
            "narration": "bench",
            "requireApproval": flow.pending(),
            "channel": "BRANCH",
        }));
        let (maker, approver) = (self.maker_token.clone(), self.approver_token.clone());
        let mut latencies = Vec::new();
        while stop.more(latencies.len()) {
            let t = Instant::now();
            let initiated = self.call("InitiateDeposit", &maker, deposit.clone()).await?;
            let id = initiated.transaction_id.unwrap_or_default();
            match flow {
                Flow::Settle => expect("InitiateDeposit", "status", initiated.status, "SETTLED")?,
                Flow::Approve => {
                    expect("InitiateDeposit", "status", initiated.status, "PENDING")?;
                    let approved =
                        self.call("ApproveTransaction", &approver, body(json!({"transactionId": id}))).await?;
                    expect("ApproveTransaction", "newState", approved.new_state, "SETTLED")?;
                }
                Flow::Reverse => {
                    expect("InitiateDeposit", "status", initiated.status, "SETTLED")?;
                    let reversal = body(json!({"transactionId": id, "reversalReason": "bench reversal"}));
                    let reversed = self.call("ReverseTransaction", &approver, reversal).await?;
                    expect("ReverseTransaction", "newState", reversed.new_state, "REVERSED")?;
                }
                Flow::Reject => {
                    expect("InitiateDeposit", "status", initiated.status, "PENDING")?;
                    let rejection = body(json!({"transactionId": id,
                        "rejectionReason": "bench rejection", "rejectionCategory": "OTHER"}));
                    let rejected = self.call("RejectTransaction", &approver, rejection).await?;
                    expect("RejectTransaction", "newState", rejected.new_state, "CANCELLED")?;
                }
                Flow::Cancel => {
                    expect("InitiateDeposit", "status", initiated.status, "PENDING")?;
                    let cancellation = body(json!({"transactionId": id, "cancellationReason": "bench cancellation"}));
                    let cancelled = self.call("CancelTransaction", &maker, cancellation).await?;
                    expect("CancelTransaction", "newState", cancelled.new_state, "CANCELLED")?;
                }
            }
            latencies.push(t.elapsed());
        }
        Ok(latencies)
    }

    /// POSTs `body` to the command's path; answers the reply's `data` when the
    /// call succeeded (HTTP 2xx and `isSuccessful`), else the bench's error.
    async fn call(&mut self, name: &str, token: &HeaderValue, body: Bytes) -> Result<Answer, CliError> {
        let path = format!("{PATH}/{name}");
        let (status, reply) = self
            .connection
            .post(&path, token, body)
            .await
            .map_err(|e| CliError::Io(format!("{name} over HTTP: {e}")))?;
        match serde_json::from_slice::<Reply>(&reply) {
            Ok(Reply { is_successful: true, data }) if status.is_success() => Ok(data),
            _ => Err(CliError::Failed(format!(
                "{name} over HTTP answered {status}: {}",
                String::from_utf8_lossy(&reply)
            ))),
        }
    }
}

/// The spec's universal-transaction path; the command's name follows it.
const PATH: &str = "/api/bpm/cmd";

/// Of a reply, what the bench checks; the rest is skipped unread.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Reply {
    is_successful: bool,
    #[serde(default)]
    data: Answer,
}

#[derive(Default, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Answer {
    transaction_id: Option<String>,
    status: Option<String>,
    new_state: Option<String>,
}

fn body(value: Value) -> Bytes {
    // A `Value` always serializes.
    Bytes::from(serde_json::to_vec(&value).unwrap_or_default())
}

/// The transaction ended where the flow says it does (else the bench would
/// count a deposit that did not settle).
fn expect(name: &str, field: &str, got: Option<String>, wanted: &str) -> Result<(), CliError> {
    match got {
        Some(got) if got == wanted => Ok(()),
        got => Err(CliError::Failed(format!(
            "{name} over HTTP answered {field} {} where {wanted} was expected",
            got.as_deref().unwrap_or("(none)")
        ))),
    }
}
