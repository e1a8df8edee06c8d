//! What a document may hold: the accepted extensions, their size limits (the
//! spec's table) and a check that the bytes are what the extension claims. The
//! check reads magic numbers with `infer`, so a renamed executable or a `.pdf`
//! that is really a PNG is refused before anything is stored.

use base64::Engine as _;

use crate::error::{Error, Result, RuleKind};

const MIB: usize = 1024 * 1024;

/// The largest file of any type (archives): bounds the request body too.
pub const MAX_FILE_BYTES: usize = 20 * MIB;

/// An accepted file type: its extensions, its size limit, its MIME type and
/// how its content is recognised.
struct Kind {
    extensions: &'static [&'static str],
    limit_bytes: usize,
    mime: &'static str,
    /// The extension `infer` reports for such content; `None` for plain text,
    /// which has no magic number and must be UTF-8 without NUL bytes.
    magic: Option<&'static [&'static str]>,
}

const KINDS: &[Kind] = &[
    Kind { extensions: &["pdf"], limit_bytes: 10 * MIB, mime: "application/pdf", magic: Some(&["pdf"]) },
    Kind { extensions: &["doc"], limit_bytes: 10 * MIB, mime: "application/msword", magic: Some(&["doc"]) },
    Kind {
        extensions: &["docx"],
        limit_bytes: 10 * MIB,
        mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        magic: Some(&["docx"]),
    },
    Kind { extensions: &["png"], limit_bytes: 5 * MIB, mime: "image/png", magic: Some(&["png"]) },
    Kind { extensions: &["jpg", "jpeg"], limit_bytes: 5 * MIB, mime: "image/jpeg", magic: Some(&["jpg"]) },
    Kind { extensions: &["gif"], limit_bytes: 5 * MIB, mime: "image/gif", magic: Some(&["gif"]) },
    Kind { extensions: &["xls"], limit_bytes: 10 * MIB, mime: "application/vnd.ms-excel", magic: Some(&["xls"]) },
    Kind {
        extensions: &["xlsx"],
        limit_bytes: 10 * MIB,
        mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        magic: Some(&["xlsx"]),
    },
    Kind { extensions: &["csv"], limit_bytes: 10 * MIB, mime: "text/csv", magic: None },
    Kind { extensions: &["zip"], limit_bytes: 20 * MIB, mime: "application/zip", magic: Some(&["zip"]) },
    Kind { extensions: &["rar"], limit_bytes: 20 * MIB, mime: "application/vnd.rar", magic: Some(&["rar"]) },
];

/// The extensions accepted, for messages and the README.
pub fn accepted_extensions() -> Vec<&'static str> {
    KINDS.iter().flat_map(|k| k.extensions.iter().copied()).collect()
}

fn kind_of(extension: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.extensions.contains(&extension))
}

/// The lower-case extension of `file_name`, if it is one we accept.
pub fn extension(file_name: &str) -> Option<String> {
    let (_, ext) = file_name.rsplit_once('.')?;
    let ext = ext.to_ascii_lowercase();
    kind_of(&ext).map(|_| ext)
}

/// The MIME type served for a stored extension.
pub fn mime(extension: &str) -> &'static str {
    kind_of(extension).map_or("application/octet-stream", |k| k.mime)
}

fn invalid(reason: impl std::fmt::Display) -> Error {
    Error::rule("INVALID_FILE_CONTENT", RuleKind::Refused, format!("Invalid file content. {reason}"))
}

/// Decodes strict base64 (standard alphabet, padded, no whitespace, no
/// data-URL prefix) and checks the bytes against the extension's type and limit.
pub fn decode(extension: &str, base64_text: &str) -> Result<Vec<u8>> {
    let kind = kind_of(extension).ok_or_else(|| invalid(format!("'.{extension}' files are not accepted.")))?;
    if base64_text.starts_with("data:") {
        return Err(invalid("Send the base64 text without a data-URL prefix."));
    }
    // Refuse before decoding what cannot fit: 4 characters carry 3 bytes.
    if base64_text.len() / 4 * 3 > kind.limit_bytes + 3 {
        return Err(too_large(extension, kind.limit_bytes));
    }
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(base64_text)
        .map_err(|e| invalid(format!("The content is not valid base64 ({e}).")))?;
    if bytes.is_empty() {
        return Err(invalid("The file is empty."));
    }
    if bytes.len() > kind.limit_bytes {
        return Err(too_large(extension, kind.limit_bytes));
    }
    let matches = match kind.magic {
        Some(expected) => infer::get(&bytes).is_some_and(|t| expected.contains(&t.extension())),
        None => !bytes.contains(&0) && std::str::from_utf8(&bytes).is_ok() && infer::get(&bytes).is_none(),
    };
    if !matches {
        return Err(invalid(format!("The content does not match the '.{extension}' extension.")));
    }
    Ok(bytes)
}

fn too_large(extension: &str, limit: usize) -> Error {
    Error::rule(
        "FILE_TOO_LARGE",
        RuleKind::Refused,
        format!("Invalid file content. '.{extension}' files may be at most {} MB ({limit} bytes).", limit / MIB),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b64(bytes: &[u8]) -> String {
        base64::engine::general_purpose::STANDARD.encode(bytes)
    }

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

    #[test]
    fn content_must_match_the_extension() {
        assert!(decode("pdf", &b64(b"%PDF-1.7\n%\xe2\xe3\n1 0 obj\n")).is_ok());
        assert!(decode("png", &b64(PNG)).is_ok());
        assert!(decode("csv", &b64(b"date,amount\n2026-11-01,100\n")).is_ok());
        for (ext, bytes) in [("pdf", PNG), ("png", b"%PDF-1.7\n".as_slice()), ("csv", PNG), ("pdf", b"MZ\x90\0")] {
            let err = decode(ext, &b64(bytes)).expect_err(ext);
            assert!(err.to_string().contains("does not match"), "{ext}: {err}");
        }
    }

    #[test]
    fn base64_is_strict() {
        let good = b64(b"a,b\n");
        for bad in [format!("data:text/csv;base64,{good}"), format!("{good}\n"), "YSxi*".into(), "YSxiCg".into()] {
            assert!(decode("csv", &bad).is_err(), "{bad:?}");
        }
        assert!(decode("csv", "").is_err());
    }

    #[test]
    fn size_limits_hold_at_the_boundary() {
        let mut png = PNG.to_vec();
        png.resize(5 * MIB, 0);
        assert!(decode("png", &b64(&png)).is_ok());
        png.push(0);
        let err = decode("png", &b64(&png)).expect_err("over");
        assert_eq!(err.code(), "FILE_TOO_LARGE");
    }

    #[test]
    fn unknown_extensions_are_refused() {
        assert_eq!(extension("scan.PDF").as_deref(), Some("pdf"));
        assert_eq!(extension("run.exe"), None);
        assert_eq!(extension("noextension"), None);
        assert!(decode("exe", &b64(b"MZ")).is_err());
    }
}
