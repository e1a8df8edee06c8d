//! `bank serve --listen ADDR`

use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use axum::serve::ListenerExt;
use bank_core::Bank;
use bank_core::http::{DEFAULT_BODY_LIMIT_BYTES, DEFAULT_DOCUMENT_BODY_LIMIT_BYTES, HttpOptions, router};
use bank_core::notify::dispatch::{self, DispatchOptions, Retry};
use bank_core::notify::fcm::{FcmClient, FcmConfig};
use bank_core::notify::messages::deliver::MessageOptions;
use bank_core::notify::messages::provider::{HttpProvider, MailProvider, SmsProvider};
use tokio::net::{TcpListener, TcpStream};
use tracing_subscriber::EnvFilter;

use super::Ctx;
use crate::error::CliError;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Address to listen on; port 0 picks a free port (printed on start)
    #[arg(long, short, env = "BANK_LISTEN")]
    pub listen: Option<String>,
    /// Largest request body accepted, in bytes
    #[arg(long, default_value_t = DEFAULT_BODY_LIMIT_BYTES)]
    pub body_limit_bytes: usize,
    /// Largest body on /api/core/cmd, which carries base64 document uploads
    #[arg(long, default_value_t = DEFAULT_DOCUMENT_BODY_LIMIT_BYTES)]
    pub document_body_limit_bytes: usize,
    /// Largest body accepted on inbound webhooks, in bytes
    #[arg(long, default_value_t = bank_core::webhook::inbound::DEFAULT_BODY_LIMIT_BYTES)]
    pub webhook_body_limit_bytes: usize,
    /// A reverse proxy whose X-Forwarded-For names the caller, for the audit trail and
    /// webhook allow-lists (repeatable); from any other peer the header is ignored
    #[arg(long = "trusted-proxy", value_name = "IP")]
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// A browser origin allowed to call the API (CORS), e.g. https://app.example.com
    /// (repeatable); none by default
    #[arg(long = "cors-origin", value_name = "ORIGIN", value_parser = cors_origin)]
    pub cors_origins: Vec<axum::http::HeaderValue>,
    /// Requests per client address, e.g. 300/s (burst 600) or 6000/min; `off` for none.
    /// Checked before the token; over it the answer is 429 with Retry-After
    #[arg(long, value_name = "RATE", default_value = "600/s", value_parser = bank_core::http::parse_rate)]
    // Spelled in full so clap takes the parser's `Option` (`off`) as the value, not as "may be absent".
    pub rate_limit_ip: std::option::Option<bank_core::http::Rate>,
    /// Requests per authenticated user, whichever token they use, e.g. 300/s; `off` for none
    #[arg(long, value_name = "RATE", default_value = "300/s", value_parser = bank_core::http::parse_rate)]
    pub rate_limit_user: std::option::Option<bank_core::http::Rate>,
    /// Do not run the scheduler (recurring jobs, orphaned processes) in this instance
    #[arg(long)]
    pub no_scheduler: bool,
    /// Close yesterday's business once the bank's local time passes HH:MM (`bank eod run`);
    /// several servers may: one closes the day
    #[arg(long, value_name = "HH:MM", value_parser = parse_time_of_day, requires = "eod_as")]
    pub eod_at: Option<chrono::NaiveTime>,
    /// The staff user the scheduled close of business acts as (it needs transactions.cancel,
    /// cheques.clear and journal.view)
    #[arg(long, value_name = "USER", requires = "eod_at")]
    pub eod_as: Option<String>,
    /// How log lines are written: `text` for people, `json` for log collectors
    #[arg(long, value_enum, default_value_t = LogFormat::Text, env = "BANK_LOG_FORMAT")]
    pub log_format: LogFormat,
    /// Shorthand for --log-format json
    #[arg(long, conflicts_with = "log_format")]
    pub log_json: bool,
    /// Firebase service-account JSON: enables FCM push (without it, real time and inbox only)
    #[arg(long, env = "BANK_FCM_SERVICE_ACCOUNT")]
    pub fcm_service_account: Option<PathBuf>,
    /// FCM base URL (default https://fcm.googleapis.com), e.g. a local test server
    #[arg(long, env = "BANK_FCM_BASE_URL")]
    pub fcm_base_url: Option<String>,
    /// OAuth token URI overriding the service account's token_uri
    #[arg(long, env = "BANK_FCM_TOKEN_URI")]
    pub fcm_token_uri: Option<String>,
    /// First retry delay of a failed push, in milliseconds (doubles per attempt, capped at 10 minutes)
    #[arg(long, env = "BANK_PUSH_RETRY_BASE_MS", default_value_t = 2000)]
    pub push_retry_base_ms: u64,
    /// Do not run the notification dispatcher in this instance (another instance or `bank notify dispatch` does)
    #[arg(long)]
    pub no_dispatch: bool,
    /// SMS gateway URL: SendSMSCommand messages are POSTed there as JSON (without it they stay queued)
    #[arg(long, env = "BANK_SMS_PROVIDER_URL")]
    pub sms_provider_url: Option<String>,
    /// File holding the SMS gateway's bearer token
    #[arg(long, env = "BANK_SMS_PROVIDER_TOKEN_FILE", requires = "sms_provider_url")]
    pub sms_provider_token_file: Option<PathBuf>,
    /// Mail gateway URL: SendMailCommand messages are POSTed there as JSON (without it they stay queued)
    #[arg(long, env = "BANK_MAIL_PROVIDER_URL")]
    pub mail_provider_url: Option<String>,
    /// File holding the mail gateway's bearer token
    #[arg(long, env = "BANK_MAIL_PROVIDER_TOKEN_FILE", requires = "mail_provider_url")]
    pub mail_provider_token_file: Option<PathBuf>,
    /// First retry delay of a failed SMS or e-mail, in milliseconds (doubles per attempt, capped at 10 minutes)
    #[arg(long, env = "BANK_MESSAGE_RETRY_BASE_MS", default_value_t = 2000)]
    pub message_retry_base_ms: u64,
    /// Attempts at an SMS or e-mail before it is recorded FAILED
    #[arg(long, env = "BANK_MESSAGE_MAX_ATTEMPTS", default_value_t = 10, value_parser = clap::value_parser!(i64).range(1..=100))]
    pub message_max_attempts: i64,
    /// First retry delay of an event a subscriber did not take, in milliseconds (doubles per attempt, capped at 1 hour)
    #[arg(long, env = "BANK_EVENT_RETRY_BASE_MS", default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..))]
    pub event_retry_base_ms: u64,
    /// Attempts at an event before its delivery is dead (listed by `bank events deliveries --state dead`)
    #[arg(long, env = "BANK_EVENT_MAX_ATTEMPTS", default_value_t = 20, value_parser = clap::value_parser!(i64).range(1..=100))]
    pub event_max_attempts: i64,
    /// How long one event POST may take, in milliseconds; a delivery in flight is held 5 s longer
    #[arg(long, env = "BANK_EVENT_TIMEOUT_MS", default_value_t = 10000, value_parser = clap::value_parser!(u64).range(100..=300000))]
    pub event_timeout_ms: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

const DEFAULT_LISTEN: &str = "127.0.0.1:8080";
/// How often the sealer extends the books' chains: the longest a committed
/// journal or audit record stays unsealed while the server runs.
const SEAL_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// How often the event deliverer looks for new and due events when idle.
const EVENT_TICK: std::time::Duration = std::time::Duration::from_millis(500);

/// How often the scheduler looks for due jobs (every-second jobs need less than a second).
const SCHEDULER_TICK: std::time::Duration = std::time::Duration::from_millis(250);

pub async fn run(ctx: &Ctx, args: Args) -> Result<(), CliError> {
    // Request logs carry method, path, status and latency; never headers or bodies.
    let filter = EnvFilter::try_from_env("BANK_LOG")
        .unwrap_or_else(|_| EnvFilter::new("info,sqlx=warn,sqlx::postgres::notice=error"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    if args.log_json || args.log_format == LogFormat::Json {
        logs.json().init()
    } else {
        logs.init()
    }

    let bank = ctx.bank().await?;
    // Read now rather than by the first deposits (see `warm_config`).
    bank.warm_config().await?;
    let listen = args.listen.clone().or_else(|| ctx.file.listen.clone()).unwrap_or_else(|| DEFAULT_LISTEN.to_owned());
    let listener =
        TcpListener::bind(&listen).await.map_err(|e| CliError::Io(format!("cannot listen on {listen}: {e}")))?;
    let address = listener.local_addr()?;
    // The first line of stdout names the address, for scripts and tests.
    println!("listening on http://{address}");
    std::io::stdout().flush()?;
    tracing::info!(%address, dialect = ?bank.db().dialect(), "serving");

    let outbox_worker = if !args.no_dispatch {
        let options = dispatch_options(&args)?;
        tracing::info!(
            push = options.push.is_some(),
            sms = options.messages.sms.is_some(),
            mail = options.messages.mail.is_some(),
            "notification dispatcher started (a channel without a provider keeps its messages queued)"
        );
        Some(dispatch::spawn(bank.clone(), options).abort_handle())
    } else {
        None
    };
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let background = spawn_background(&bank, &args, address, stopped).await?;
    let options = HttpOptions {
        body_limit_bytes: args.body_limit_bytes,
        document_body_limit_bytes: args.document_body_limit_bytes,
        webhook_body_limit_bytes: args.webhook_body_limit_bytes,
        trusted_proxies: args.trusted_proxies,
        cors_origins: args.cors_origins,
        outbox_worker,
        commit: env!("BANK_GIT_COMMIT"),
        rate_per_ip: args.rate_limit_ip,
        rate_per_user: args.rate_limit_user,
    };
    serve_http(bank.clone(), options, listener, shutdown_signal()).await?;
    let _ = stop.send(true);
    for task in background {
        let _ = task.await;
    }
    bank.db().close().await;
    tracing::info!("stopped");
    Ok(())
}

/// The work `serve` does beside answering requests, each until `stopped`:
/// sealing the books, delivering events, the close of business when
/// scheduled, and the recurring jobs.
async fn spawn_background(
    bank: &Bank,
    args: &Args,
    address: SocketAddr,
    stopped: tokio::sync::watch::Receiver<bool>,
) -> Result<Vec<tokio::task::JoinHandle<()>>, CliError> {
    use bank_core::store::in_background;
    // Seals committed journals and audit records into the books' hash chains;
    // several servers share the work (each head is taken with SKIP LOCKED).
    let sealer = bank_core::chain::sealer(bank.db().clone(), SEAL_TICK, stopped.clone());
    let mut tasks = vec![tokio::spawn(in_background(sealer))];
    // Hands out new events to subscribers and delivers them; several servers
    // share the work (subscriptions and deliveries are claimed, never both taken).
    let events = bank_core::events::DeliverOptions::new(
        Duration::from_millis(args.event_retry_base_ms),
        args.event_max_attempts,
        Duration::from_millis(args.event_timeout_ms),
    );
    let deliverer = bank_core::events::deliverer(bank.db().clone(), events, EVENT_TICK, stopped.clone());
    tasks.push(tokio::spawn(in_background(deliverer)));
    if let (Some(at), Some(user)) = (args.eod_at, &args.eod_as) {
        let actor = bank.actor(user).await?;
        let close = bank_core::eod::scheduler(bank.clone(), actor, at, stopped.clone());
        tasks.push(tokio::spawn(in_background(close)));
    }
    if !args.no_scheduler {
        let runner = format!("serve:{address}:{}", std::process::id());
        let scheduler = bank_core::jobs::scheduler(bank.clone(), runner, SCHEDULER_TICK, stopped);
        tasks.push(tokio::spawn(in_background(scheduler)));
    }
    Ok(tasks)
}

fn parse_time_of_day(text: &str) -> Result<chrono::NaiveTime, String> {
    chrono::NaiveTime::parse_from_str(text, "%H:%M").map_err(|_| format!("'{text}' is not a time of day (HH:MM)"))
}

/// The dispatcher's providers (FCM push, SMS and mail gateways) and retry policies.
fn dispatch_options(args: &Args) -> Result<DispatchOptions, CliError> {
    let push = match &args.fcm_service_account {
        Some(path) => {
            let mut config = FcmConfig::from_file(path)?;
            if let Some(url) = args.fcm_base_url.clone() {
                config.base_url = url;
            }
            config.token_uri = args.fcm_token_uri.clone();
            Some(Arc::new(FcmClient::new(config)?))
        }
        None => None,
    };
    let gateway = |url: &Option<String>, token_file: &Option<PathBuf>| -> Result<Option<Arc<HttpProvider>>, CliError> {
        let Some(url) = url else { return Ok(None) };
        let token = match token_file {
            Some(path) => Some(
                std::fs::read_to_string(path)
                    .map_err(|e| CliError::Io(format!("cannot read the token file {}: {e}", path.display())))?,
            ),
            None => None,
        };
        Ok(Some(Arc::new(HttpProvider::new(url, token)?)))
    };
    let messages = MessageOptions {
        sms: gateway(&args.sms_provider_url, &args.sms_provider_token_file)?.map(|p| p as Arc<dyn SmsProvider>),
        mail: gateway(&args.mail_provider_url, &args.mail_provider_token_file)?.map(|p| p as Arc<dyn MailProvider>),
        retry: Retry {
            base_backoff: Duration::from_millis(args.message_retry_base_ms.max(1)),
            max_attempts: args.message_max_attempts,
            ..Retry::default()
        },
    };
    Ok(DispatchOptions {
        push,
        messages,
        retry: Retry { base_backoff: Duration::from_millis(args.push_retry_base_ms.max(1)), ..Retry::default() },
        ..DispatchOptions::default()
    })
}

/// Serves the library's router on `listener` until `shutdown` resolves, then
/// lets in-flight requests finish: `bank serve`, and the in-process server of
/// `bank bench deposits --via http` (so the bench measures what is served).
pub async fn serve_http(
    bank: bank_core::Bank,
    options: HttpOptions,
    listener: TcpListener,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), CliError> {
    // The peer's address feeds the audit trail's IP (and trusted-proxy checks).
    let app = router(bank, options).into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(without_delay(listener), app).with_graceful_shutdown(shutdown).await?;
    Ok(())
}

/// Connections that send each write at once (TCP_NODELAY): otherwise a reply
/// written in parts (a streamed export, the hub's messages) waits for the
/// caller's delayed acknowledgement (tens of milliseconds a part).
fn without_delay(listener: TcpListener) -> axum::serve::TapIo<TcpListener, fn(&mut TcpStream)> {
    listener.tap_io(set_nodelay)
}

fn set_nodelay(stream: &mut TcpStream) {
    if let Err(e) = stream.set_nodelay(true) {
        tracing::warn!(error = %e, "a connection's TCP_NODELAY could not be set");
    }
}

/// An origin is a scheme and host (and port), never a path or `*`.
fn cors_origin(text: &str) -> Result<axum::http::HeaderValue, String> {
    let valid = (text.starts_with("https://") || text.starts_with("http://"))
        && !text.ends_with('/')
        && text.split("://").nth(1).is_some_and(|host| !host.is_empty() && !host.contains(['/', '*', ' ']));
    if !valid {
        return Err(format!("'{text}' is not an origin like https://app.example.com"));
    }
    axum::http::HeaderValue::from_str(text).map_err(|e| e.to_string())
}

/// Resolves on Ctrl-C or SIGTERM; in-flight requests then finish.
async fn shutdown_signal() {
    let ctrl_c = async {
        if let Err(e) = tokio::signal::ctrl_c().await {
            tracing::error!(error = %e, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(e) => {
                tracing::error!(error = %e, "cannot listen for SIGTERM");
                std::future::pending::<()>().await;
            }
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    tracing::info!("shutting down");
}

#[cfg(test)]
mod tests {
    use axum::serve::Listener;

    #[test]
    fn served_connections_send_without_delay() {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_io().build().expect("a runtime");
        runtime.block_on(async {
            let listener = super::TcpListener::bind("127.0.0.1:0").await.expect("a port");
            let address = listener.local_addr().expect("its address");
            let mut listener = super::without_delay(listener);
            let _client = tokio::net::TcpStream::connect(address).await.expect("a connection");
            let (served, _) = listener.accept().await;
            assert!(served.nodelay().expect("the option"), "the served connection waits to gather writes");
        });
    }
}
