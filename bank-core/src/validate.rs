//! Field checks that collect every problem of a request at once, so a caller
//! fixes a form in one round trip.

use crate::error::{Error, FieldErrors, Result};

/// What a text longer than `max_chars` is told.
fn too_long(max_chars: usize) -> String {
    format!("must be at most {max_chars} characters")
}

/// The limit a [`Checks::text`] message names (the OpenAPI document reads
/// limits from the rules this way).
pub fn limit_named(message: &str) -> Option<u64> {
    message.strip_prefix("must be at most ")?.strip_suffix(" characters")?.parse().ok()
}

#[derive(Default)]
pub struct Checks {
    errors: FieldErrors,
}

impl Checks {
    pub fn new() -> Checks {
        Checks::default()
    }

    pub fn add(&mut self, field: &str, message: impl Into<String>) {
        self.errors.entry(field.to_owned()).or_default().push(message.into());
    }

    /// A text that must be present and non-blank.
    pub fn required<'v>(&mut self, field: &str, value: Option<&'v str>, max_chars: usize) -> Option<&'v str> {
        match value {
            None => {
                self.add(field, "is required");
                None
            }
            Some(v) if v.trim().is_empty() => {
                self.add(field, "must not be blank");
                None
            }
            Some(v) => self.text(field, Some(v), max_chars),
        }
    }

    /// An optional text: bounded length, no control characters.
    pub fn text<'v>(&mut self, field: &str, value: Option<&'v str>, max_chars: usize) -> Option<&'v str> {
        let v = value?;
        let mut ok = true;
        if v.chars().count() > max_chars {
            self.add(field, too_long(max_chars));
            ok = false;
        }
        if v.chars().any(char::is_control) {
            self.add(field, "must not contain control characters");
            ok = false;
        }
        ok.then_some(v)
    }

    /// A code: letters, digits, '-', '_' and '.', as used for keys and usernames.
    pub fn code(&mut self, field: &str, value: Option<&str>, max_chars: usize) {
        if let Some(v) = self.required(field, value, max_chars)
            && !v.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            self.add(field, "may contain only letters, digits, '-', '_' and '.'");
        }
    }

    pub fn email(&mut self, field: &str, value: Option<&str>) {
        if let Some(v) = self.required(field, value, 254)
            && !is_email(v)
        {
            self.add(field, "must be a valid e-mail address");
        }
    }

    pub fn phone(&mut self, field: &str, value: Option<&str>) {
        if let Some(v) = self.required(field, value, 20) {
            let digits = v.chars().filter(char::is_ascii_digit).count();
            let allowed = v.chars().all(|c| c.is_ascii_digit() || matches!(c, '+' | ' ' | '-' | '(' | ')'));
            if !allowed || !(7..=15).contains(&digits) || v.rfind('+').is_some_and(|i| i > 0) {
                self.add(field, "must be a phone number of 7 to 15 digits, optionally starting with '+'");
            }
        }
    }

    pub fn finish(self) -> Result<()> {
        if self.errors.is_empty() { Ok(()) } else { Err(Error::Validation(self.errors)) }
    }
}

/// A pragmatic address check: one '@', a local part, a dotted domain, no spaces.
fn is_email(v: &str) -> bool {
    let Some((local, domain)) = v.split_once('@') else { return false };
    !local.is_empty()
        && !domain.contains('@')
        && !v.chars().any(char::is_whitespace)
        && domain.split('.').count() >= 2
        && domain
            .split('.')
            .all(|label| !label.is_empty() && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn email_shapes() {
        for good in ["a@b.co", "first.last+tag@bank.example.ng"] {
            assert!(is_email(good), "{good}");
        }
        for bad in ["", "a", "a@", "@b.co", "a@b", "a b@c.d", "a@@b.co", "a@b..co", "a@-b.c\u{0}"] {
            assert!(!is_email(bad), "{bad}");
        }
    }

    #[test]
    fn collects_every_problem() {
        let mut c = Checks::new();
        c.required("name", None, 10);
        c.email("email", Some("nope"));
        c.text("note", Some("bell\u{7}"), 10);
        c.phone("mobile", Some("+234 803 000 0000"));
        let Err(Error::Validation(errors)) = c.finish() else { panic!("expected errors") };
        assert_eq!(errors.keys().cloned().collect::<Vec<_>>(), ["email", "name", "note"]);
    }
}
