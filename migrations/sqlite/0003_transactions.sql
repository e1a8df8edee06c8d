-- Universal transactions, their approvals, configuration, controls and tills.

-- Part of an account's hold may be incoming money not yet in the book balance
-- (a pending deposit): it shows as held but does not reduce what is available.
ALTER TABLE deposit_accounts ADD COLUMN credit_hold_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE account_holds ADD COLUMN kind TEXT NOT NULL DEFAULT 'DEBIT';

CREATE TABLE tills (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    till_code             TEXT NOT NULL UNIQUE,
    branch_id             INTEGER NOT NULL REFERENCES branches (id),
    teller_id             INTEGER NOT NULL REFERENCES users (id),
    currency              TEXT NOT NULL,
    -- The teller-cash GL account this till's cash belongs to, and the vault it is funded from.
    gl_account_id         INTEGER NOT NULL REFERENCES gl_accounts (id),
    vault_gl_account_id   INTEGER NOT NULL REFERENCES gl_accounts (id),
    status                TEXT NOT NULL CHECK (status IN ('Open', 'Closed')),
    opening_balance_minor INTEGER NOT NULL DEFAULT 0,
    current_balance_minor INTEGER NOT NULL DEFAULT 0,
    shift_start_time      TEXT,
    transaction_count     INTEGER NOT NULL DEFAULT 0,
    last_transaction_time TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
);
CREATE INDEX tills_by_teller ON tills (teller_id, shift_start_time);

CREATE TABLE transactions (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id      TEXT NOT NULL UNIQUE,
    transaction_type    TEXT NOT NULL,
    state               TEXT NOT NULL CHECK (state IN ('PENDING', 'SETTLED', 'CANCELLED', 'REVERSED')),
    account_id          INTEGER REFERENCES deposit_accounts (id),
    loan_id             INTEGER REFERENCES loans (id),
    till_id             INTEGER REFERENCES tills (id),
    amount_minor        INTEGER NOT NULL CHECK (amount_minor > 0),
    currency            TEXT NOT NULL,
    narration           TEXT,
    channel             TEXT NOT NULL,
    maker_id            INTEGER NOT NULL REFERENCES users (id),
    maker_name          TEXT NOT NULL,
    idempotency_key     TEXT,
    required_approvals  INTEGER NOT NULL DEFAULT 0,
    approver_role       TEXT,
    hold_id             INTEGER REFERENCES account_holds (id),
    journal_id          INTEGER REFERENCES journal_transactions (id),
    reversal_journal_id INTEGER REFERENCES journal_transactions (id),
    reversal_id         TEXT,
    created_at          TEXT NOT NULL,
    expires_at          TEXT,
    settled_at          TEXT,
    closed_at           TEXT,
    reason              TEXT,
    category            TEXT,
    reversal_narration  TEXT,
    UNIQUE (maker_id, idempotency_key)
);
CREATE INDEX transactions_by_state ON transactions (state, created_at);
CREATE INDEX transactions_by_account ON transactions (account_id, created_at);

CREATE TABLE transaction_approvals (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id INTEGER NOT NULL REFERENCES transactions (id),
    approver_id    INTEGER NOT NULL REFERENCES users (id),
    approver_name  TEXT NOT NULL,
    notes          TEXT,
    approved_at    TEXT NOT NULL,
    UNIQUE (transaction_id, approver_id)
);
CREATE INDEX transaction_approvals_by_approver ON transaction_approvals (approver_id, approved_at);

CREATE TABLE approval_thresholds (
    id                     INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_type       TEXT NOT NULL,
    channel                TEXT NOT NULL,
    account_tier           TEXT NOT NULL CHECK (account_tier IN ('BASIC', 'PREMIUM', 'VIP')),
    amount_threshold_minor INTEGER NOT NULL CHECK (amount_threshold_minor >= 0),
    require_approval       INTEGER NOT NULL,
    approver_role          TEXT,
    UNIQUE (transaction_type, channel, account_tier)
);

CREATE TABLE reversal_windows (
    id                              INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_type                TEXT NOT NULL,
    window_name                     TEXT NOT NULL,
    max_hours                       INTEGER NOT NULL CHECK (max_hours > 0),
    requires_approval               INTEGER NOT NULL,
    approver_role                   TEXT,
    requires_detailed_justification INTEGER NOT NULL,
    UNIQUE (transaction_type, window_name)
);

CREATE TABLE compliance_reports (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    trigger_code   TEXT NOT NULL,
    transaction_id TEXT,
    user_name      TEXT NOT NULL,
    detail         TEXT NOT NULL,
    raised_at      TEXT NOT NULL
);
CREATE INDEX compliance_reports_by_time ON compliance_reports (raised_at);

-- The spec's audit event per universal command; append-only.
CREATE TABLE transaction_audit (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    event_type         TEXT NOT NULL,
    occurred_at        TEXT NOT NULL,
    user_id            INTEGER,
    user_name          TEXT NOT NULL,
    role               TEXT,
    action             TEXT NOT NULL,
    transaction_id     TEXT NOT NULL,
    transaction_type   TEXT NOT NULL,
    amount_minor       INTEGER NOT NULL,
    previous_state     TEXT,
    new_state          TEXT NOT NULL,
    notes              TEXT,
    balance_impact     TEXT,
    ip_address         TEXT,
    user_agent         TEXT,
    branch_id          INTEGER,
    branch_name        TEXT
);
CREATE INDEX transaction_audit_by_transaction ON transaction_audit (transaction_id, id);
CREATE TRIGGER transaction_audit_no_update BEFORE UPDATE ON transaction_audit
BEGIN
    SELECT RAISE(ABORT, 'the transaction audit is append-only');
END;
CREATE TRIGGER transaction_audit_no_delete BEFORE DELETE ON transaction_audit
BEGIN
    SELECT RAISE(ABORT, 'the transaction audit is append-only');
END;

-- Effects outside the database (customer notifications, ...), written in the
-- same transaction as the change and delivered after commit.
CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    event_type   TEXT NOT NULL,
    payload      TEXT NOT NULL,
    created_at   TEXT NOT NULL,
    delivered_at TEXT,
    attempts     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX outbox_pending ON outbox (delivered_at, id);

-- Default reversal windows (configurable per transaction type).
INSERT INTO reversal_windows (transaction_type, window_name, max_hours, requires_approval, approver_role, requires_detailed_justification) VALUES
    ('DEPOSIT', 'SAME_DAY', 24, 0, NULL, 0),
    ('DEPOSIT', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('DEPOSIT', 'AGED', 720, 1, 'Regional Manager', 1),
    ('WITHDRAWAL', 'SAME_DAY', 24, 0, NULL, 0),
    ('WITHDRAWAL', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('WITHDRAWAL', 'AGED', 720, 1, 'Regional Manager', 1),
    ('LOAN_DISBURSEMENT', 'SAME_DAY', 24, 0, NULL, 0),
    ('LOAN_DISBURSEMENT', 'NEXT_DAY', 48, 1, 'Branch Manager', 0),
    ('LOAN_DISBURSEMENT', 'AGED', 720, 1, 'Regional Manager', 1);
