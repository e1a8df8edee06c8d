//! The webhook pages' `allowableIPs`: "allowed IP addresses or CIDR ranges"
//! (IPv4 and IPv6), checked against the caller's address on inbound calls.

use serde_json::json;

use crate::on_both_backends;
use crate::support::{TestDb, token_of};
use crate::webhook::{call, execute, ok};

on_both_backends!(allow_lists_take_cidr_ranges);

async fn allow_lists_take_cidr_ranges(db: TestDb) {
    let manifest = db.init_with_demo();
    let server = db.serve(&[]);
    let a = token_of(&manifest, "Admin").to_owned();

    // The page's example range, an IPv6 range and an address, normalised.
    let created = ok(
        &server,
        &a,
        "CreateWebHookConfigCommand",
        json!({"key": "ranged", "path": "ranged/v1", "action": "POST", "executionType": 2,
               "executionCode": "remoteIp", "allowableIPs": "196.46.20.0/24, 2001:db8::/32,10.0.0.1/32"}),
    )
    .await;
    let id = created["data"]["id"].as_i64().expect("id");
    let shown = ok(&server, &a, "GetWebHookConfigByIdQuery", json!({"id": id})).await;
    assert_eq!(shown["data"]["allowableIPs"], "196.46.20.0/24,2001:db8::/32,10.0.0.1", "{shown}");

    // The test client (127.0.0.1) is outside those ranges, inside 127.0.0.0/8.
    let (status, body) = call(&server, "POST", "ranged/v1", &[], "{}").await;
    assert_eq!((status, body["code"].as_str()), (403, Some("IP_NOT_WHITELISTED")), "{body}");
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": id, "allowableIPs": "196.46.20.0/24,127.0.0.0/8"}))
        .await;
    let (status, body) = call(&server, "POST", "ranged/v1", &[], "{}").await;
    assert_eq!((status, body), (200, json!("127.0.0.1")));
    // An IPv4-mapped IPv6 range stands for its IPv4 range.
    ok(&server, &a, "UpdateWebHookConfigCommand", json!({"id": id, "allowedIPs": ["::ffff:127.0.0.0/104"]})).await;
    let (status, _) = call(&server, "POST", "ranged/v1", &[], "{}").await;
    assert_eq!(status, 200);

    // Malformed ranges, host bits set and /0 are refused, naming the field.
    for (bad, says) in [
        ("10.0.0.0/33", "not a CIDR range"),
        ("10.0.0.1/24", "host bits set; the range is 10.0.0.0/24"),
        ("2001:db8::1/32", "host bits set"),
        ("0.0.0.0/0", "allowAnonymous"),
        ("10.0.0.1-10.0.0.9", "not an IP address or a CIDR range"),
    ] {
        let (status, body) =
            execute(&server, &a, "UpdateWebHookConfigCommand", json!({"id": id, "allowableIPs": bad})).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert!(body["errors"]["allowableIPs"].to_string().contains(says), "{bad}: {body}");
    }
}
