//! A stand-in for an outbound HTTP endpoint (a webhook subscriber, say): an
//! axum server on 127.0.0.1 that records every request it answers, refuses
//! as told, holds requests unanswered, and goes away and comes back on the
//! same port. It runs on a runtime (and threads) of its own, so a test's
//! blocking `bank` runs never stall it.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU16, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri, header};
use hmac::{Hmac, Mac};
use serde_json::Value;
use sha2::Sha256;
use tokio::net::TcpSocket;
use tokio::task::JoinHandle;

/// The longest `abandon_held` waits for the held requests to go.
const DEADLINE: Duration = Duration::from_secs(30);

/// One request the receiver read, with the status it answered.
#[derive(Clone, Debug)]
pub struct Receipt {
    /// Header names in lower case; `:method` and `:path` too.
    pub headers: HashMap<String, String>,
    pub body: Vec<u8>,
    pub status: u16,
}

impl Receipt {
    /// The body as JSON (null when it is not JSON).
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or(Value::Null)
    }

    /// The body's `id` (empty when it has none).
    pub fn event_id(&self) -> String {
        self.json()["id"].as_str().unwrap_or_default().to_owned()
    }

    /// Answered 2xx.
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// A header's value (name in lower case), empty when absent.
    pub fn header(&self, name: &str) -> &str {
        self.headers.get(name).map_or("", String::as_str)
    }
}

#[derive(Default)]
struct Shared {
    /// In the order the answers were given.
    receipts: Mutex<Vec<Receipt>>,
    /// Requests read so far.
    seen: AtomicUsize,
    /// The first this many requests are answered 500.
    fail_first: AtomicUsize,
    /// The answer after those.
    status: AtomicU16,
    /// While set, requests are read and left unanswered.
    hold: AtomicBool,
    /// Set, the requests held are given up (and not recorded).
    abandon: AtomicBool,
    /// Bodies' ids read and not answered yet, by request number.
    in_flight: Mutex<BTreeMap<usize, String>>,
}

pub struct Receiver {
    port: u16,
    shared: Arc<Shared>,
    runtime: tokio::runtime::Handle,
    serving: Option<JoinHandle<()>>,
    /// Dropping it ends the receiver's runtime (and every connection).
    _quit: tokio::sync::oneshot::Sender<()>,
}

impl Receiver {
    /// A receiver on a free port that answers 500 to its first `fail_first`
    /// requests and 200 after.
    pub fn start(fail_first: usize) -> Receiver {
        let (handle_tx, handle_rx) = std::sync::mpsc::channel();
        let (quit, quit_rx) = tokio::sync::oneshot::channel::<()>();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("receiver runtime");
            handle_tx.send(runtime.handle().clone()).expect("receiver handle");
            runtime.block_on(async {
                let _ = quit_rx.await;
            });
        });
        let runtime = handle_rx.recv().expect("receiver runtime");
        let shared = Arc::new(Shared {
            fail_first: AtomicUsize::new(fail_first),
            status: AtomicU16::new(200),
            ..Shared::default()
        });
        let mut receiver = Receiver { port: 0, shared, runtime, serving: None, _quit: quit };
        receiver.listen();
        receiver
    }

    /// Where to send: any path reaches the receiver; this is the usual one.
    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/hooks/bank", self.port)
    }

    /// Listens on `self.port` (any free port while it is 0).
    fn listen(&mut self) {
        let _inside = self.runtime.enter();
        let address = SocketAddr::from(([127, 0, 0, 1], self.port));
        let mut tries = 0;
        let listener = loop {
            let socket = TcpSocket::new_v4().expect("socket");
            socket.set_reuseaddr(true).expect("SO_REUSEADDR");
            match socket.bind(address).and_then(|()| socket.listen(128)) {
                Ok(listener) => break listener,
                Err(e) if tries < 50 => {
                    tries += 1;
                    eprintln!("receiver: binding {address} again: {e}");
                    std::thread::sleep(Duration::from_millis(100));
                }
                Err(e) => panic!("the receiver cannot listen on {address}: {e}"),
            }
        };
        self.port = listener.local_addr().expect("local address").port();
        let app = Router::new().fallback(answer).layer(DefaultBodyLimit::max(16 << 20)).with_state(self.shared.clone());
        self.serving = Some(self.runtime.spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("receiver: {e}");
            }
        }));
    }

    /// Stops listening: the port refuses. Every answer closes its
    /// connection, so no idle connection outlives this either.
    pub async fn stop(&mut self) {
        if let Some(task) = self.serving.take() {
            task.abort();
            let _ = task.await;
        }
        // Give the receiver's runtime a moment to close the listening socket.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    /// Listens again on the same port.
    pub fn restart(&mut self) {
        assert!(self.serving.is_none(), "the receiver is running");
        self.listen();
    }

    /// The answer from now on (after the first `fail_first` refusals).
    pub fn set_status(&self, status: u16) {
        self.shared.status.store(status, Ordering::SeqCst);
    }

    /// From now on, requests are read and not answered.
    pub fn hold(&self) {
        self.shared.hold.store(true, Ordering::SeqCst);
    }

    /// Gives up the requests held, unrecorded, and answers again.
    pub async fn abandon_held(&self) {
        self.shared.abandon.store(true, Ordering::SeqCst);
        let deadline = Instant::now() + DEADLINE;
        while !self.in_flight().is_empty() {
            assert!(Instant::now() < deadline, "the held requests did not go within {} s", DEADLINE.as_secs());
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        self.shared.hold.store(false, Ordering::SeqCst);
        self.shared.abandon.store(false, Ordering::SeqCst);
    }

    /// Bodies' ids (events) read and not answered yet.
    pub fn in_flight(&self) -> Vec<String> {
        self.shared.in_flight.lock().expect("in flight").values().cloned().collect()
    }

    /// Every request answered, in the order of the answers.
    pub fn receipts(&self) -> Vec<Receipt> {
        self.shared.receipts.lock().expect("receipts").clone()
    }

    /// Ids of the events answered 2xx at least once.
    pub fn delivered(&self) -> BTreeSet<String> {
        self.receipts().iter().filter(|r| r.ok()).map(Receipt::event_id).collect()
    }
}

/// Every request, whatever its method and path; the answer has no body and
/// closes the connection.
async fn answer(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> (StatusCode, [(header::HeaderName, &'static str); 1]) {
    let path = uri.path_and_query().map_or_else(|| uri.path().to_owned(), ToString::to_string);
    let mut seen: HashMap<String, String> = headers
        .iter()
        .map(|(name, value)| (name.as_str().to_owned(), String::from_utf8_lossy(value.as_bytes()).into_owned()))
        .collect();
    seen.insert(":method".into(), method.as_str().to_owned());
    seen.insert(":path".into(), path);
    // A task of its own: a request held stays in flight (as a real endpoint
    // would keep it) even when the sender hangs up and hyper drops this
    // handler, until it is answered or abandoned.
    let status = tokio::spawn(respond(shared, seen, body.to_vec())).await.ok().flatten();
    let status = status.and_then(|s| StatusCode::from_u16(s).ok()).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
    (status, [(header::CONNECTION, "close")])
}

/// Holds the request while told to, then records it with the status to
/// answer; None when it was abandoned.
async fn respond(shared: Arc<Shared>, headers: HashMap<String, String>, body: Vec<u8>) -> Option<u16> {
    let n = shared.seen.fetch_add(1, Ordering::SeqCst);
    let status = if n < shared.fail_first.load(Ordering::SeqCst) { 500 } else { shared.status.load(Ordering::SeqCst) };
    let id = serde_json::from_slice::<Value>(&body).ok().and_then(|b| b["id"].as_str().map(str::to_owned));
    shared.in_flight.lock().expect("in flight").insert(n, id.unwrap_or_default());
    while shared.hold.load(Ordering::SeqCst) && !shared.abandon.load(Ordering::SeqCst) {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    if shared.abandon.load(Ordering::SeqCst) {
        shared.in_flight.lock().expect("in flight").remove(&n);
        return None;
    }
    // Recorded just before the answer goes: the sender posts an entity's
    // next event only once it has this answer, so per entity the list is
    // in the order the sender learned of each outcome.
    shared.receipts.lock().expect("receipts").push(Receipt { headers, body, status });
    shared.in_flight.lock().expect("in flight").remove(&n);
    Some(status)
}

/// Lower-case hex of HMAC-SHA256(key, message).
pub fn hmac_sha256_hex(key: &[u8], message: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes a key of any length");
    mac.update(message);
    mac.finalize().into_bytes().iter().map(|b| format!("{b:02x}")).collect()
}

#[test]
fn the_test_computes_hmac_sha256() {
    // The well-known example of the HMAC article and RFC 4231-style vectors.
    assert_eq!(
        hmac_sha256_hex(b"key", b"The quick brown fox jumps over the lazy dog"),
        "f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8"
    );
}
