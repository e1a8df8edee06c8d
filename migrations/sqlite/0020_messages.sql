-- Outbound SMS and e-mail (SendSMSCommand, SendMailCommand). A message is
-- written with its outbox row in the command's transaction and sent after
-- commit by the dispatcher, which records the outcome here.
CREATE TABLE messages (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id          TEXT NOT NULL UNIQUE,
    channel             TEXT NOT NULL CHECK (channel IN ('SMS', 'MAIL')),
    -- What the provider is sent (JSON): recipients, text, subject, ...
    content             TEXT NOT NULL,
    -- The recipient as status answers show it: masked, never the full number.
    recipient_hint      TEXT NOT NULL,
    reference           TEXT,
    state               TEXT NOT NULL CHECK (state IN ('QUEUED', 'SENT', 'FAILED')),
    attempts            INTEGER NOT NULL DEFAULT 0,
    last_error          TEXT,
    provider_message_id TEXT,
    created_by          TEXT NOT NULL,
    created_at          TEXT NOT NULL,
    updated_at          TEXT NOT NULL,
    finished_at         TEXT
);
