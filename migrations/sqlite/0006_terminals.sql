-- Self-service terminals (ATM, POS, kiosk) and the PTSP providers that run them.
-- No provider is seeded: `CreatePtspProviderCommand` configures one.

CREATE TABLE ptsp_providers (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    code       TEXT NOT NULL UNIQUE,
    name       TEXT NOT NULL,
    active     INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL
);

CREATE TABLE terminals (
    id                       INTEGER PRIMARY KEY AUTOINCREMENT,
    encoded_key              TEXT NOT NULL UNIQUE,
    terminal_code            TEXT NOT NULL UNIQUE,
    serial_number            TEXT NOT NULL,
    ptsp_provider_code       TEXT NOT NULL REFERENCES ptsp_providers (code),
    terminal_name            TEXT,
    location                 TEXT,
    status                   TEXT NOT NULL CHECK (status IN ('ENABLED', 'DISABLED', 'TERMINATED')),
    -- A staff user standing for the merchant's self-service user; NULL once terminated.
    merchant_user_id         INTEGER REFERENCES users (id),
    settlement_account_id    INTEGER NOT NULL REFERENCES gl_accounts (id),
    virtual_account_id       INTEGER,
    enable_merchant_services INTEGER NOT NULL DEFAULT 0,
    enable_agent_services    INTEGER NOT NULL DEFAULT 0,
    created_at               TEXT NOT NULL,
    last_updated             TEXT NOT NULL,
    terminated_at            TEXT,
    reason                   TEXT,
    UNIQUE (ptsp_provider_code, serial_number)
);
CREATE INDEX terminals_by_merchant ON terminals (merchant_user_id);
CREATE INDEX terminals_by_status ON terminals (status);
