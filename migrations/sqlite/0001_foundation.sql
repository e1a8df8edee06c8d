-- Foundation: settings, branches, identity and access, the activity trail.

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE branches (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    code            TEXT NOT NULL UNIQUE,
    name            TEXT NOT NULL,
    encoded_key     TEXT NOT NULL UNIQUE,
    object_state    INTEGER NOT NULL DEFAULT 0 CHECK (object_state IN (0, 1, 2)),
    email_address   TEXT,
    mobile_number   TEXT,
    address_line1   TEXT,
    address_line2   TEXT,
    address_city    TEXT,
    address_state   TEXT,
    address_country TEXT,
    zip_code        TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL
);

CREATE TABLE roles (
    id                   INTEGER PRIMARY KEY AUTOINCREMENT,
    name                 TEXT NOT NULL UNIQUE,
    -- NULL means unlimited (Admin).
    approval_limit_minor INTEGER,
    currency             TEXT NOT NULL
);

CREATE TABLE role_permissions (
    role_id    INTEGER NOT NULL REFERENCES roles (id),
    permission TEXT NOT NULL,
    PRIMARY KEY (role_id, permission)
);

CREATE TABLE users (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    username    TEXT NOT NULL UNIQUE,
    encoded_key TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    email       TEXT NOT NULL,
    branch_id   INTEGER REFERENCES branches (id),
    role_id     INTEGER NOT NULL REFERENCES roles (id),
    active      INTEGER NOT NULL DEFAULT 1,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);

CREATE TABLE activities (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id          INTEGER,
    user_name        TEXT NOT NULL,
    user_key         TEXT,
    activity_type    TEXT NOT NULL,
    command          TEXT,
    description      TEXT NOT NULL,
    ip_address       TEXT,
    user_agent       TEXT,
    occurred_at      TEXT NOT NULL,
    entity_type      TEXT,
    entity_id        INTEGER,
    entity_key       TEXT,
    entity_reference TEXT,
    success          INTEGER NOT NULL,
    error_message    TEXT
);
CREATE INDEX activities_by_time ON activities (occurred_at, id);
CREATE INDEX activities_by_user ON activities (user_id, occurred_at, id);
CREATE INDEX activities_by_entity ON activities (entity_type, entity_id, occurred_at, id);

-- The audit trail is append-only: no code path may change or remove a record.
CREATE TRIGGER activities_no_update BEFORE UPDATE ON activities
BEGIN
    SELECT RAISE(ABORT, 'activities are append-only');
END;
CREATE TRIGGER activities_no_delete BEFORE DELETE ON activities
BEGIN
    SELECT RAISE(ABORT, 'activities are append-only');
END;
