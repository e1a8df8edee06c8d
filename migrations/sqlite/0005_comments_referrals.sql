-- Comments on loans, clients and deposit accounts; employees and the customer
-- registrations made with their referral codes.

CREATE TABLE comments (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    encoded_key TEXT NOT NULL UNIQUE,
    entity_type TEXT NOT NULL CHECK (entity_type IN ('Loan', 'Client', 'Deposit')),
    entity_id   INTEGER NOT NULL,
    -- The client the entity belongs to (the client itself for 'Client').
    client_id   INTEGER NOT NULL REFERENCES clients (id),
    comment     TEXT NOT NULL CHECK (length(comment) BETWEEN 1 AND 2000),
    user_name   TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX comments_by_entity ON comments (entity_type, entity_id, created_at);

CREATE TABLE employees (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    staff_id      TEXT NOT NULL UNIQUE,
    -- Stored lower-case, so that lookups by email ignore case.
    email         TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    -- Stored upper-case.
    referral_code TEXT NOT NULL UNIQUE,
    created_at    TEXT NOT NULL
);

CREATE TABLE referrals (
    id                      INTEGER PRIMARY KEY AUTOINCREMENT,
    employee_id             INTEGER NOT NULL REFERENCES employees (id),
    referral_code           TEXT NOT NULL,
    customer_name           TEXT NOT NULL,
    customer_account_number TEXT NOT NULL,
    created_at              TEXT NOT NULL
);
CREATE INDEX referrals_by_employee ON referrals (employee_id, created_at);
