//! `SendSMSCommand` and `SendMailCommand`, with exactly the fields the
//! product's execution-engine pages document. Each validates, then queues the
//! message (a row and its outbox row) in its own transaction; nothing is sent
//! before commit.

use serde::Deserialize;
use serde_json::Value;

use super::provider::{Mail, Sms};
use super::{Channel, Queued, mask_email, mask_number, queue};
use crate::activity::ActivityType;
use crate::auth::{Access, perm};
use crate::command::{Area, Command, Cx};
use crate::error::Result;
use crate::validate::Checks;

/// An SMS longer than this is ten concatenated segments and more: a mistake.
pub const MAX_SMS_CHARS: usize = 1600;
pub const MAX_MAIL_CHARS: usize = 100_000;
/// RFC 5322's line limit.
pub const MAX_SUBJECT_CHARS: usize = 998;
pub const MAX_MAIL_RECIPIENTS: usize = 50;
const MAX_CODE_CHARS: usize = 100;

/// `SendSMSCommand` `{mobileNumber, messageBody | templateId + context, providerCode}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SendSmsCommand {
    pub mobile_number: Option<String>,
    pub message_body: Option<String>,
    pub template_id: Option<String>,
    pub context: Option<Value>,
    pub provider_code: Option<String>,
}

impl Command for SendSmsCommand {
    const NAME: &'static str = "SendSMSCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "SMS queued for delivery.";
    type Output = Queued;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        if let Some(number) = c.required("mobileNumber", self.mobile_number.as_deref(), 32)
            && normalize_number(number).is_none()
        {
            c.add("mobileNumber", "must be in E.164 form: '+', the country code and the number, 8 to 15 digits in all");
        }
        content(&mut c, ("messageBody", self.message_body.as_deref(), MAX_SMS_CHARS), &self.template_id, &self.context);
        if self.provider_code.is_some() {
            c.code("providerCode", self.provider_code.as_deref(), 50);
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Queued> {
        let number = self.mobile_number.as_deref().and_then(normalize_number).unwrap_or_default();
        let hint = mask_number(&number);
        let sms = Sms {
            message_id: String::new(),
            mobile_number: number,
            message_body: self.message_body.unwrap_or_default(),
            provider_code: self.provider_code,
        };
        queue(cx, Channel::Sms, serde_json::to_value(&sms)?, hint, None).await
    }
}

/// `SendMailCommand` `{subject, email[], message | templateId + context,
/// sender, bcc[], reference, attachments[], documentTemplateIds[]}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SendMailCommand {
    pub subject: Option<String>,
    pub email: Option<Vec<String>>,
    pub message: Option<String>,
    pub sender: Option<String>,
    pub bcc: Option<Vec<String>>,
    pub reference: Option<String>,
    pub template_id: Option<String>,
    pub context: Option<Value>,
    pub attachments: Option<Vec<String>>,
    pub document_template_ids: Option<Vec<String>>,
}

impl Command for SendMailCommand {
    const NAME: &'static str = "SendMailCommand";
    const AREA: Area = Area::Execute;
    const ACCESS: Access = Access::AnyOf(&[perm::NOTIFICATIONS_SEND]);
    const ACTIVITY: Option<ActivityType> = Some(ActivityType::Create);
    const MESSAGE: &'static str = "E-mail queued for delivery.";
    type Output = Queued;

    fn validate(&self) -> Result<()> {
        let mut c = Checks::new();
        c.required("subject", self.subject.as_deref(), MAX_SUBJECT_CHARS);
        match self.email.as_deref() {
            None | Some([]) => c.add("email", "is required: a list of 1 to 50 addresses"),
            Some(list) => addresses(&mut c, "email", list),
        }
        addresses(&mut c, "bcc", self.bcc.as_deref().unwrap_or_default());
        if self.sender.is_some() {
            c.email("sender", self.sender.as_deref());
        }
        c.text("reference", self.reference.as_deref(), MAX_CODE_CHARS);
        content(&mut c, ("message", self.message.as_deref(), MAX_MAIL_CHARS), &self.template_id, &self.context);
        // Documented, but they need stored files and document templates we do not keep.
        if self.attachments.as_ref().is_some_and(|a| !a.is_empty()) {
            c.add("attachments", "attachments are not supported; send a link in the message instead");
        }
        if self.document_template_ids.as_ref().is_some_and(|d| !d.is_empty()) {
            c.add("documentTemplateIds", "document templates are not supported");
        }
        c.finish()
    }

    async fn run(self, cx: &mut Cx<'_>) -> Result<Queued> {
        let email = self.email.unwrap_or_default();
        let hint = match email.as_slice() {
            [one] => mask_email(one),
            [first, rest @ ..] => format!("{} (+{} more)", mask_email(first), rest.len()),
            [] => String::new(),
        };
        let mail = Mail {
            message_id: String::new(),
            subject: self.subject.unwrap_or_default(),
            email,
            bcc: self.bcc.unwrap_or_default(),
            message: self.message.unwrap_or_default(),
            sender: self.sender,
            reference: self.reference.clone(),
        };
        queue(cx, Channel::Mail, serde_json::to_value(&mail)?, hint, self.reference).await
    }
}

/// The message text XOR a template. We keep no message templates, so a
/// templateId is always unknown; the error says so rather than "not found".
fn content(c: &mut Checks, body: (&str, Option<&str>, usize), template_id: &Option<String>, context: &Option<Value>) {
    let (field, text, max_chars) = body;
    match (text, template_id.as_deref()) {
        (Some(_), Some(_)) => c.add(field, format!("give either {field} or templateId, not both")),
        (None, None) => c.add(field, "is required (or templateId)"),
        (Some(text), None) => multiline(c, field, text, max_chars),
        (None, Some(id)) => {
            c.code("templateId", Some(id), MAX_CODE_CHARS);
            c.add(
                "templateId",
                format!(
                    "unknown template '{}': message templates are not supported here; send {field} instead",
                    clip(id)
                ),
            );
        }
    }
    match context {
        None => {}
        Some(_) if template_id.is_none() => c.add("context", "is used only with templateId"),
        Some(Value::Object(_)) => {}
        Some(_) => c.add("context", "must be a JSON object"),
    }
}

/// A message text: non-blank, bounded, line breaks and tabs allowed, no other control characters.
fn multiline(c: &mut Checks, field: &str, text: &str, max_chars: usize) {
    if text.trim().is_empty() {
        c.add(field, "must not be blank");
    }
    if text.chars().count() > max_chars {
        c.add(field, format!("must be at most {max_chars} characters"));
    }
    if text.chars().any(|ch| ch.is_control() && !matches!(ch, '\n' | '\r' | '\t')) {
        c.add(field, "must not contain control characters other than line breaks and tabs");
    }
}

fn addresses(c: &mut Checks, field: &str, list: &[String]) {
    if list.len() > MAX_MAIL_RECIPIENTS {
        c.add(field, format!("must list at most {MAX_MAIL_RECIPIENTS} addresses"));
        return;
    }
    for (i, address) in list.iter().enumerate() {
        c.email(&format!("{field}[{i}]"), Some(address));
    }
}

/// E.164: `+`, the country code and the number, 8 to 15 digits in all;
/// spaces, dashes and parentheses between them are dropped. A national
/// number (no `+`) is refused: its country would be a guess.
pub fn normalize_number(text: &str) -> Option<String> {
    let rest = text.trim().strip_prefix('+')?;
    if !rest.chars().all(|ch| ch.is_ascii_digit() || matches!(ch, ' ' | '-' | '(' | ')')) {
        return None;
    }
    let digits: String = rest.chars().filter(char::is_ascii_digit).collect();
    ((8..=15).contains(&digits.len()) && !digits.starts_with('0')).then(|| format!("+{digits}"))
}

fn clip(text: &str) -> String {
    text.chars().take(MAX_CODE_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::Error;
    use serde_json::json;

    fn fields(result: Result<()>) -> Vec<String> {
        match result {
            Err(Error::Validation(errors)) => errors.into_keys().collect(),
            other => panic!("expected a validation error, got {other:?}"),
        }
    }

    fn sms_json(number: &str, body: &str) -> Value {
        json!({"mobileNumber": number, "messageBody": body})
    }

    fn sms(value: Value) -> SendSmsCommand {
        serde_json::from_value(value).unwrap_or_default()
    }

    #[test]
    fn numbers_are_e164() {
        assert_eq!(normalize_number("+234 801 234-5678").as_deref(), Some("+2348012345678"));
        for bad in [
            "2348012345678",
            "+08012345678",
            "08012345678",
            "+12",
            "+1234567890123456",
            "+234abc45678",
            "++2348012345678",
            "",
        ] {
            assert_eq!(normalize_number(bad), None, "{bad}");
        }
    }

    #[test]
    fn body_xor_template() {
        assert!(sms(sms_json("+2348012345678", "Your code is 1")).validate().is_ok());
        let both = json!({"mobileNumber": "+2348012345678", "messageBody": "x", "templateId": "OTP"});
        assert_eq!(fields(sms(both).validate()), ["messageBody"]);
        let neither = json!({"mobileNumber": "+2348012345678"});
        assert_eq!(fields(sms(neither).validate()), ["messageBody"]);
        let template = json!({"mobileNumber": "+2348012345678", "templateId": "OTP_SMS", "context": {"otp": "1"}});
        assert_eq!(fields(sms(template).validate()), ["templateId"]);
        let stray = json!({"mobileNumber": "+2348012345678", "messageBody": "x", "context": {}});
        assert_eq!(fields(sms(stray).validate()), ["context"]);
        assert_eq!(
            fields(sms(sms_json("0801", &"x".repeat(MAX_SMS_CHARS + 1))).validate()),
            ["messageBody", "mobileNumber"]
        );
    }

    #[test]
    fn mail_checks_every_address() {
        let mail: SendMailCommand = serde_json::from_value(json!({
            "subject": "Hi", "email": ["a@bank.example", "nope"], "message": "<p>x</p>\n", "bcc": ["x@y"],
            "attachments": ["/documents/a.pdf"]
        }))
        .unwrap_or_default();
        assert_eq!(fields(mail.validate()), ["attachments", "bcc[0]", "email[1]"]);
    }
}
