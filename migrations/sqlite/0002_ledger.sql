-- General ledger and customer accounts. Amounts are integer minor units.

CREATE TABLE gl_accounts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    gl_code      TEXT NOT NULL UNIQUE,
    name         TEXT NOT NULL,
    account_type INTEGER NOT NULL CHECK (account_type BETWEEN 1 AND 5),
    currency     TEXT NOT NULL,
    -- NULL: usable by every branch.
    branch_id    INTEGER REFERENCES branches (id),
    description  TEXT,
    active       INTEGER NOT NULL DEFAULT 1,
    created_at   TEXT NOT NULL,
    updated_at   TEXT NOT NULL
);

CREATE TABLE clients (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    encoded_key TEXT NOT NULL UNIQUE,
    client_code TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    branch_id   INTEGER NOT NULL REFERENCES branches (id),
    state       TEXT NOT NULL CHECK (state IN ('ACTIVE', 'CLOSED')),
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);

CREATE TABLE deposit_accounts (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    account_number     TEXT NOT NULL UNIQUE,
    encoded_key        TEXT NOT NULL UNIQUE,
    client_id          INTEGER NOT NULL REFERENCES clients (id),
    branch_id          INTEGER NOT NULL REFERENCES branches (id),
    currency           TEXT NOT NULL,
    tier               TEXT NOT NULL CHECK (tier IN ('BASIC', 'PREMIUM', 'VIP')),
    -- The GL control account this account's balance belongs to.
    gl_account_id      INTEGER NOT NULL REFERENCES gl_accounts (id),
    book_balance_minor INTEGER NOT NULL DEFAULT 0,
    hold_minor         INTEGER NOT NULL DEFAULT 0 CHECK (hold_minor >= 0),
    state              TEXT NOT NULL CHECK (state IN ('ACTIVE', 'LOCKED', 'CLOSED')),
    created_at         TEXT NOT NULL,
    updated_at         TEXT NOT NULL
);
CREATE INDEX deposit_accounts_by_client ON deposit_accounts (client_id);

CREATE TABLE account_holds (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id   INTEGER NOT NULL REFERENCES deposit_accounts (id),
    amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
    reason       TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('ACTIVE', 'RELEASED')),
    created_at   TEXT NOT NULL,
    released_at  TEXT
);
CREATE INDEX account_holds_active ON account_holds (account_id, state);

CREATE TABLE loans (
    id                         INTEGER PRIMARY KEY AUTOINCREMENT,
    loan_number                TEXT NOT NULL UNIQUE,
    encoded_key                TEXT NOT NULL UNIQUE,
    client_id                  INTEGER NOT NULL REFERENCES clients (id),
    principal_minor            INTEGER NOT NULL CHECK (principal_minor > 0),
    currency                   TEXT NOT NULL,
    state                      TEXT NOT NULL CHECK (state IN ('PENDING_APPROVAL', 'APPROVED', 'DISBURSED', 'CLOSED')),
    disbursement_gl_account_id INTEGER NOT NULL REFERENCES gl_accounts (id),
    created_at                 TEXT NOT NULL,
    updated_at                 TEXT NOT NULL
);

CREATE TABLE policies (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    policy_number TEXT NOT NULL UNIQUE,
    encoded_key   TEXT NOT NULL UNIQUE,
    client_id     INTEGER NOT NULL REFERENCES clients (id),
    created_at    TEXT NOT NULL
);

CREATE TABLE journal_transactions (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id   TEXT NOT NULL UNIQUE,
    encoded_key      TEXT NOT NULL UNIQUE,
    transaction_type INTEGER NOT NULL CHECK (transaction_type BETWEEN 1 AND 3),
    booking_date     TEXT NOT NULL,
    value_date       TEXT NOT NULL,
    created_at       TEXT NOT NULL,
    currency         TEXT NOT NULL,
    branch_id        INTEGER REFERENCES branches (id),
    user_id          INTEGER REFERENCES users (id),
    user_name        TEXT NOT NULL,
    user_key         TEXT,
    notes            TEXT,
    total_minor      INTEGER NOT NULL CHECK (total_minor > 0),
    entry_count      INTEGER NOT NULL,
    -- A reversal points at its original; UNIQUE: reversed at most once.
    reversal_of_id   INTEGER UNIQUE REFERENCES journal_transactions (id)
);
CREATE INDEX journal_transactions_by_booking ON journal_transactions (booking_date, id);

CREATE TABLE journal_entries (
    id                     INTEGER PRIMARY KEY AUTOINCREMENT,
    journal_transaction_id INTEGER NOT NULL REFERENCES journal_transactions (id),
    gl_account_id          INTEGER NOT NULL REFERENCES gl_accounts (id),
    entry_type             INTEGER NOT NULL CHECK (entry_type IN (1, 2)),
    amount_minor           INTEGER NOT NULL CHECK (amount_minor > 0),
    currency               TEXT NOT NULL,
    branch_id              INTEGER REFERENCES branches (id),
    reference              TEXT,
    booking_date           TEXT NOT NULL,
    -- Set when the line moves a customer deposit account (its subledger).
    deposit_account_id     INTEGER REFERENCES deposit_accounts (id)
);
CREATE INDEX journal_entries_by_transaction ON journal_entries (journal_transaction_id);
CREATE INDEX journal_entries_by_booking ON journal_entries (booking_date, id);
CREATE INDEX journal_entries_by_gl ON journal_entries (gl_account_id, booking_date);
CREATE INDEX journal_entries_by_deposit ON journal_entries (deposit_account_id, booking_date);

CREATE TABLE accounting_periods (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    closed_through TEXT NOT NULL,
    closed_by      TEXT NOT NULL,
    closed_at      TEXT NOT NULL,
    reopened_by    TEXT,
    reopened_at    TEXT,
    reopen_reason  TEXT
);

-- Posted journals are never edited: corrections are reversals.
CREATE TRIGGER journal_transactions_no_update BEFORE UPDATE ON journal_transactions
BEGIN
    SELECT RAISE(ABORT, 'journals are append-only');
END;
CREATE TRIGGER journal_transactions_no_delete BEFORE DELETE ON journal_transactions
BEGIN
    SELECT RAISE(ABORT, 'journals are append-only');
END;
CREATE TRIGGER journal_entries_no_update BEFORE UPDATE ON journal_entries
BEGIN
    SELECT RAISE(ABORT, 'journals are append-only');
END;
CREATE TRIGGER journal_entries_no_delete BEFORE DELETE ON journal_entries
BEGIN
    SELECT RAISE(ABORT, 'journals are append-only');
END;
