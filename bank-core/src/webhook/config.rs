//! What a webhook configuration may hold, and the checks on it.

use ipnet::{IpNet, Ipv4Net};

use super::*;

/// `allowableIPs` as the spec gives it (a comma-separated string) or as the
/// overview example does (`allowedIPs`, an array).
#[derive(Clone, Debug)]
pub enum IpList {
    Text(String),
    List(Vec<String>),
}

impl<'de> Deserialize<'de> for IpList {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> std::result::Result<IpList, D::Error> {
        let refused = || serde::de::Error::custom("must be a comma-separated text or a list of texts");
        match crate::json::named_value(deserializer, crate::json::form::TEXT_OR_LIST)? {
            serde_json::Value::String(text) => Ok(IpList::Text(text)),
            serde_json::Value::Array(items) => {
                let texts = items.into_iter().map(|item| match item {
                    serde_json::Value::String(text) => Ok(text),
                    _ => Err(refused()),
                });
                texts.collect::<std::result::Result<_, _>>().map(IpList::List)
            }
            _ => Err(refused()),
        }
    }
}

impl IpList {
    pub(super) fn entries(&self) -> Vec<String> {
        match self {
            IpList::Text(t) => t.split(',').map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
            IpList::List(l) => l.iter().map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).collect(),
        }
    }
}

/// Addresses and CIDR ranges (IPv4 and IPv6), normalised and comma-joined:
/// an IPv4-mapped IPv6 address or range becomes IPv4, a full-length range
/// (`/32`, `/128`) its address. A range with host bits set (`10.0.0.1/24`) is
/// refused with the network it likely means, as is a `/0`, which admits everyone.
pub(super) fn normalise_ips(c: &mut Checks, list: &IpList) -> String {
    let entries = list.entries();
    if entries.len() > MAX_IPS {
        c.add("allowableIPs", format!("may list at most {MAX_IPS} addresses or ranges"));
    }
    let mut out = Vec::new();
    for e in entries {
        match parse_entry(&e) {
            Ok(net) => {
                let text =
                    if net.prefix_len() == net.max_prefix_len() { net.addr().to_string() } else { net.to_string() };
                if !out.contains(&text) {
                    out.push(text);
                }
            }
            Err(message) => c.add("allowableIPs", message),
        }
    }
    out.join(",")
}

/// One entry: an address (a one-address range) or a CIDR range.
fn parse_entry(e: &str) -> std::result::Result<IpNet, String> {
    if let Ok(ip) = e.parse::<IpAddr>() {
        return Ok(IpNet::from(ip.to_canonical()));
    }
    if !e.contains('/') {
        return Err(format!("'{e}' is not an IP address or a CIDR range (e.g. 196.46.20.0/24)"));
    }
    let net = e.parse::<IpNet>().map_err(|_| {
        format!("'{e}' is not a CIDR range: an address, '/', and a prefix length of at most 32 (IPv4) or 128 (IPv6)")
    })?;
    let net = canonical(net);
    if net.addr() != net.network() {
        return Err(format!("'{e}' has host bits set; the range is {}", net.trunc()));
    }
    if net.prefix_len() == 0 {
        return Err(format!("'{e}' admits every address; set allowAnonymous instead"));
    }
    Ok(net)
}

/// An IPv4-mapped IPv6 range (`::ffff:10.0.0.0/120`) as the IPv4 range it is,
/// since callers' addresses are compared in their canonical form.
fn canonical(net: IpNet) -> IpNet {
    match net {
        IpNet::V6(v6) if v6.prefix_len() >= 96 => match v6.addr().to_ipv4_mapped() {
            Some(v4) => Ipv4Net::new(v4, v6.prefix_len() - 96).map_or(net, IpNet::V4),
            None => net,
        },
        other => other,
    }
}

/// The stored allow-list as ranges (an address is a one-address range).
pub fn allow_list(stored: &str) -> Vec<IpNet> {
    stored.split(',').filter_map(|s| parse_entry(s.trim()).ok()).collect()
}

/// A public path: segments of letters, digits, '-', '_', '.', '~', joined by '/'.
pub(super) fn normalise_path(c: &mut Checks, path: Option<&str>) -> Option<String> {
    let p = c.required("path", path, MAX_PATH_CHARS)?.trim().trim_matches('/');
    let ok = !p.is_empty()
        && p.split('/').all(|seg| {
            !seg.is_empty()
                && seg != "."
                && seg != ".."
                && seg.chars().all(|ch| ch.is_ascii_alphanumeric() || matches!(ch, '-' | '_' | '.' | '~'))
        });
    if !ok {
        c.add("path", "must be segments of letters, digits, '-', '_', '.' or '~' separated by '/'");
        return None;
    }
    Some(p.to_owned())
}

pub(super) fn normalise_action(c: &mut Checks, action: Option<&str>) -> Option<String> {
    let a = c.required("action", action, 10)?.trim().to_ascii_uppercase();
    if ACTIONS.contains(&a.as_str()) {
        Some(a)
    } else {
        c.add("action", "must be one of POST, GET, PUT, DELETE, PATCH");
        None
    }
}

pub(super) fn check_secret(c: &mut Checks, secret: Option<&str>) {
    if let Some(s) = secret
        && !s.is_empty()
        && !(16..=200).contains(&s.chars().count())
    {
        c.add("secret", "must be 16 to 200 characters (or empty to remove it)");
    }
}

/// The fields of a webhook after a create or an update, checked as a whole.
pub(super) struct Config {
    pub(super) key: String,
    pub(super) description: Option<String>,
    pub(super) path: String,
    pub(super) action: String,
    pub(super) plan: Plan,
    pub(super) is_enabled: bool,
    pub(super) allowable_ips: String,
    pub(super) secret: Option<String>,
    pub(super) allow_anonymous: bool,
}

pub(super) async fn check_unique(tx: &mut Tx, key: &str, path: &str, except: i64) -> Result<()> {
    let n: i64 =
        tx.scalar("SELECT COUNT(*) FROM webhook_configs WHERE key = $1 AND id <> $2", args![key, except]).await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "webhook key", reference: key.to_owned() });
    }
    let n: i64 =
        tx.scalar("SELECT COUNT(*) FROM webhook_configs WHERE path = $1 AND id <> $2", args![path, except]).await?;
    if n > 0 {
        return Err(Error::AlreadyExists { entity: "webhook path", reference: path.to_owned() });
    }
    Ok(())
}

/// The checks that need the database: the process definition and the run-as user exist.
pub(super) async fn check_references(tx: &mut Tx, plan: &Plan) -> Result<()> {
    if plan.execution_type == ExecutionType::Process {
        let id = plan.process_definition_id.unwrap_or_default();
        let n: i64 = tx.scalar("SELECT COUNT(*) FROM process_definitions WHERE id = $1", args![id]).await?;
        if n == 0 {
            return Err(Error::invalid("processDefinitionId", format!("process definition {id} does not exist")));
        }
    }
    if let Some(user) = plan.run_as.as_deref().filter(|_| plan.execution_type != ExecutionType::Code) {
        let active: Option<bool> =
            tx.scalar_optional("SELECT active FROM users WHERE username = $1", args![user]).await?;
        match active {
            None => return Err(Error::invalid("runAsUser", format!("no staff user '{user}'"))),
            Some(false) => return Err(Error::invalid("runAsUser", format!("staff user '{user}' is disabled"))),
            Some(true) => {}
        }
    }
    Ok(())
}

/// Creates the default run-as user (see [`crate::engine::DEFAULT_RUN_AS`])
/// when a plan relies on it and it does not exist yet: Service role, no
/// branch. An existing one is left as it is (also when disabled).
pub(super) async fn ensure_default_run_as(tx: &mut Tx, plan: &Plan) -> Result<()> {
    if plan.run_as.is_some() || !matches!(plan.execution_type, ExecutionType::Command | ExecutionType::Chain) {
        return Ok(());
    }
    let t = now();
    tx.execute(
        "INSERT INTO users (username, encoded_key, name, email, branch_id, role_id, active, created_at, updated_at)
         SELECT $1, $2, 'Webhook default service user', $3, NULL, id, TRUE, $4, $4 FROM roles WHERE name = $5
         ON CONFLICT (username) DO NOTHING",
        args![
            crate::engine::DEFAULT_RUN_AS,
            crate::auth::user::new_key(),
            format!("{}@bank.invalid", crate::engine::DEFAULT_RUN_AS),
            t,
            crate::auth::perm::SERVICE_ROLE
        ],
    )
    .await?;
    Ok(())
}

/// Checks the `id` that the by-id webhook and recurring-job commands take.
pub fn check_id(id: Option<i64>) -> Result<()> {
    let mut c = Checks::new();
    match id {
        None => c.add("id", "is required"),
        Some(i) if i < 1 => c.add("id", "must be positive"),
        Some(_) => {}
    }
    c.finish()
}

pub(super) fn execution_type(c: &mut Checks, t: Option<i64>) -> Option<ExecutionType> {
    match t {
        None => {
            c.add("executionType", "is required");
            None
        }
        Some(v) => {
            let t = ExecutionType::from_i64(v);
            if t.is_none() {
                c.add("executionType", "must be 0 (native command), 1 (command chain), 2 (code) or 3 (start process)");
            }
            t
        }
    }
}
