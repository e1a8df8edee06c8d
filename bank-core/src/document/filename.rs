//! The name a document is handed out under: the HTTP download's
//! `Content-Disposition` and the CLI's default output file. The original name
//! is the uploader's text (it may hold path separators, `..`, quotes, control
//! or bidi characters), so no adapter uses it as it is. Stored object keys
//! never use it either (see `stored_stem`).

use std::fmt::Write as _;

/// Bytes, so a name fits every common file system (255) with room to spare.
const MAX_NAME_BYTES: usize = 200;
const FALLBACK: &str = "document";

/// The original name reduced to one safe path component: its last component
/// only, without control or bidi characters, without `..` (a run of dots
/// becomes one) and without leading or trailing dots and spaces.
pub fn safe_file_name(original: &str) -> String {
    let last = original.rsplit(['/', '\\']).next().unwrap_or_default();
    let mut name = String::with_capacity(last.len());
    for c in last.chars().filter(|c| !c.is_control() && !is_bidi_control(*c)) {
        if c == '.' && name.ends_with('.') {
            continue;
        }
        name.push(c);
    }
    let name = shorten(trim(&name));
    let name = trim(&name);
    if name.is_empty() { FALLBACK.to_owned() } else { name.to_owned() }
}

/// `attachment` with an ASCII `filename` for old clients and the exact name
/// as RFC 6266 / RFC 8187 `filename*` (UTF-8, percent-encoded).
pub fn content_disposition(original: &str) -> String {
    let name = safe_file_name(original);
    format!("attachment; filename=\"{}\"; filename*=UTF-8''{}", ascii_fallback(&name), percent_encode(&name))
}

fn trim(name: &str) -> &str {
    name.trim_matches(|c: char| c == '.' || c.is_whitespace())
}

/// Explicit direction marks can make `fdp.exe` display as `exe.pdf`.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Cuts the stem, never the extension, at a character boundary.
fn shorten(name: &str) -> String {
    if name.len() <= MAX_NAME_BYTES {
        return name.to_owned();
    }
    let (stem, extension) = match name.rsplit_once('.') {
        Some((stem, ext)) if ext.len() < MAX_NAME_BYTES / 2 => (stem, format!(".{ext}")),
        _ => (name, String::new()),
    };
    let mut cut = MAX_NAME_BYTES - extension.len();
    while !stem.is_char_boundary(cut) {
        cut -= 1;
    }
    format!("{}{extension}", &stem[..cut])
}

/// Printable ASCII only; `"` and `\` would end or escape the quoted string,
/// and some clients decode `%`.
fn ascii_fallback(name: &str) -> String {
    name.chars()
        .map(|c| if c == ' ' || (c.is_ascii_graphic() && !matches!(c, '"' | '\\' | '%')) { c } else { '_' })
        .collect()
}

/// RFC 8187 `value-chars`: `attr-char` as is, every other byte as `%XX`.
fn percent_encode(name: &str) -> String {
    let mut out = String::with_capacity(name.len() * 3);
    for b in name.bytes() {
        if b.is_ascii_alphanumeric() || b"!#$&+-.^_`|~".contains(&b) {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_their_paths_and_dot_runs() {
        assert_eq!(safe_file_name("../../etc/passwd.pdf"), "passwd.pdf");
        assert_eq!(safe_file_name("..\\..\\boot.ini.pdf"), "boot.ini.pdf");
        assert_eq!(safe_file_name("scan..final...pdf"), "scan.final.pdf");
        assert_eq!(safe_file_name(".hidden.pdf"), "hidden.pdf");
        assert_eq!(safe_file_name("../.."), FALLBACK);
        assert_eq!(safe_file_name("a/"), FALLBACK);
        assert_eq!(safe_file_name(""), FALLBACK);
        assert_eq!(safe_file_name("line\nbreak\u{0}.pdf"), "linebreak.pdf");
        assert_eq!(safe_file_name("invoice\u{202E}fdp.exe"), "invoicefdp.exe");
        assert_eq!(safe_file_name("Passport scan.pdf"), "Passport scan.pdf");
        assert_eq!(safe_file_name("résumé \"x\".pdf"), "résumé \"x\".pdf");
    }

    #[test]
    fn long_names_keep_their_extension() {
        let name = safe_file_name(&format!("{}.pdf", "é".repeat(300)));
        assert!(name.len() <= MAX_NAME_BYTES && name.ends_with(".pdf"), "{name}");
        assert!(name.starts_with('é'));
    }

    #[test]
    fn the_header_has_an_ascii_name_and_the_exact_one() {
        assert_eq!(
            content_disposition("../../etc/passwd.pdf"),
            "attachment; filename=\"passwd.pdf\"; filename*=UTF-8''passwd.pdf"
        );
        assert_eq!(
            content_disposition("résumé \"x\" 100%.pdf"),
            "attachment; filename=\"r_sum_ _x_ 100_.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22x%22%20100%25.pdf"
        );
        let header = content_disposition("a/b\\c\r\n;x=..\u{7f}.pdf");
        assert!(header.chars().all(|c| c == ' ' || c.is_ascii_graphic()), "{header}");
        assert!(!header.contains('/') && !header.contains(".."), "{header}");
    }
}
