//! Subscriber URLs: `http` or `https`, no credentials, and no address inside
//! the bank's network unless the operator allows it. The address is checked
//! twice: when a subscription is made (a literal address or `localhost`) and
//! at every connection (each name the deliverer resolves), so a name that
//! later points inside cannot be used to reach in. Redirects are not followed.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::sync::Arc;

use reqwest::Url;
use reqwest::dns::{Addrs, Name, Resolve, Resolving};

/// The longest URL kept.
pub const MAX_URL_CHARS: usize = 2000;

/// Why a URL is refused, or the URL.
pub fn check(text: &str, allow_private: bool) -> Result<Url, String> {
    if text.chars().count() > MAX_URL_CHARS {
        return Err(format!("must be at most {MAX_URL_CHARS} characters"));
    }
    let url = Url::parse(text).map_err(|e| format!("is not a URL ({e})"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err("must be an http or https URL".into());
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err("must not carry a user name or password (events are signed instead)".into());
    }
    if url.fragment().is_some() {
        return Err("must not have a #fragment".into());
    }
    let Some(host) = url.host_str() else { return Err("must name a host".into()) };
    // The parser writes every form of an address (`2130706433`, `[::1]`) in its usual one.
    let inside = match host.trim_start_matches('[').trim_end_matches(']').parse::<IpAddr>() {
        Ok(ip) => !is_public(ip),
        Err(_) => {
            let name = host.trim_end_matches('.').to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost")
        }
    };
    if inside && !allow_private {
        return Err("is a loopback, private or link-local address; the operator must allow those first \
             (`bank config set allow-private-event-urls true`)"
            .into());
    }
    Ok(url)
}

/// An address on the public internet: not loopback, private, link-local
/// (cloud metadata lives there), shared, multicast, documentation or unspecified.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => public_v4(v4),
            None => public_v6(v6),
        },
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    let shared = a == 100 && (64..128).contains(&b);
    let benchmarking = a == 198 && (b == 18 || b == 19);
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || shared
        || benchmarking
        || a == 0
        || a >= 240)
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    let unique_local = first & 0xfe00 == 0xfc00;
    let link_local = first & 0xffc0 == 0xfe80;
    let documentation = first == 0x2001 && ip.segments()[1] == 0x0db8;
    !(ip.is_loopback() || ip.is_unspecified() || ip.is_multicast() || unique_local || link_local || documentation)
}

/// Resolves names for the deliverer, dropping every address inside the
/// network unless allowed; a name with nothing left fails to connect.
#[derive(Clone, Copy, Debug)]
pub struct Resolver {
    pub allow_private: bool,
}

impl Resolve for Resolver {
    fn resolve(&self, name: Name) -> Resolving {
        let allow_private = self.allow_private;
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            let kept: Vec<SocketAddr> = found.into_iter().filter(|a| allow_private || is_public(a.ip())).collect();
            if kept.is_empty() {
                let refused: Box<dyn std::error::Error + Send + Sync> =
                    format!("{host} resolves to no address outside the bank's network").into();
                return Err(refused);
            }
            let addrs: Addrs = Box::new(kept.into_iter());
            Ok(addrs)
        })
    }
}

/// The HTTP client the deliverer posts with.
pub fn client(allow_private: bool, timeout: std::time::Duration) -> reqwest::Result<reqwest::Client> {
    reqwest::Client::builder()
        .dns_resolver(Arc::new(Resolver { allow_private }))
        .redirect(reqwest::redirect::Policy::none())
        .timeout(timeout)
        .user_agent(concat!("bank-events/", env!("CARGO_PKG_VERSION")))
        .build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_inside_the_network_are_not_public() {
        for inside in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "::1",
            "fd00::1",
            "fe80::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
        ] {
            assert!(!is_public(inside.parse().expect("ip")), "{inside}");
        }
        for outside in ["8.8.8.8", "196.46.20.7", "2606:4700::1111"] {
            assert!(is_public(outside.parse().expect("ip")), "{outside}");
        }
    }

    #[test]
    fn urls_are_checked_before_they_are_kept() {
        assert!(check("https://hooks.example.com/bank", false).is_ok());
        for refused in [
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "http://127.0.0.1:9/x",
            "http://[::1]/",
            "http://169.254.169.254/latest/meta-data",
            "http://localhost:8080/",
            "http://api.localhost/",
            "not a url",
            "https://example.com/#frag",
            "http://2130706433/",
        ] {
            assert!(check(refused, false).is_err(), "{refused}");
        }
        assert!(check("http://127.0.0.1:9/x", true).is_ok());
        assert!(check("ftp://127.0.0.1/", true).is_err());
    }
}
