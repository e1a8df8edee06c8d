-- Self-service customers (profiles, verified devices), push installations,
-- the notification inbox, the real-time feed every `serve` instance polls,
-- customer transaction authorisations, and outbox retry bookkeeping.

CREATE TABLE customer_profiles (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_key   TEXT NOT NULL UNIQUE,
    client_id     INTEGER NOT NULL REFERENCES clients (id),
    display_name  TEXT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('ACTIVE', 'DISABLED')),
    -- Transaction PIN: salted, iterated SHA-256; NULL until set.
    pin_hash      TEXT,
    pin_failures  INTEGER NOT NULL DEFAULT 0,
    pin_blocked_at TEXT,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
CREATE INDEX customer_profiles_by_client ON customer_profiles (client_id);

-- A profile's devices; at most one is VERIFIED at a time (the switch revokes the old one).
CREATE TABLE customer_devices (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    profile_id  INTEGER NOT NULL REFERENCES customer_profiles (id),
    device_id   TEXT NOT NULL,
    state       TEXT NOT NULL CHECK (state IN ('VERIFIED', 'REVOKED')),
    verified_at TEXT,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL,
    UNIQUE (profile_id, device_id)
);
CREATE UNIQUE INDEX customer_devices_one_verified ON customer_devices (profile_id) WHERE state = 'VERIFIED';

CREATE TABLE push_installations (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    installation_id    TEXT NOT NULL UNIQUE,
    profile_id         INTEGER NOT NULL REFERENCES customer_profiles (id),
    device_id          TEXT NOT NULL,
    fcm_token          TEXT NOT NULL,
    platform           TEXT NOT NULL,
    app_version        TEXT NOT NULL,
    state              TEXT NOT NULL CHECK (state IN ('ACTIVE', 'DEACTIVATED')),
    deactivated_reason TEXT,
    created_at         TEXT NOT NULL,
    updated_at         TEXT NOT NULL,
    UNIQUE (profile_id, device_id)
);
-- One active mapping per device and per token: a switch revokes the others.
CREATE UNIQUE INDEX push_installations_active_device ON push_installations (device_id) WHERE state = 'ACTIVE';
CREATE UNIQUE INDEX push_installations_active_token ON push_installations (fcm_token) WHERE state = 'ACTIVE';

-- The persisted inbox.
CREATE TABLE notifications (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    notification_id       TEXT NOT NULL UNIQUE,
    profile_id            INTEGER NOT NULL REFERENCES customer_profiles (id),
    title                 TEXT NOT NULL,
    message               TEXT NOT NULL,
    notification_type     TEXT NOT NULL,
    priority              TEXT NOT NULL,
    action                TEXT NOT NULL,
    data                  TEXT NOT NULL,
    event_name            TEXT NOT NULL,
    -- The real-time payload when it differs from the common envelope (legacy shapes).
    realtime_payload      TEXT,
    group_notification_id TEXT,
    created_at            TEXT NOT NULL,
    expires_at            TEXT,
    push_state            TEXT NOT NULL DEFAULT 'PENDING',
    push_error            TEXT
);
CREATE INDEX notifications_by_profile ON notifications (profile_id, id);

-- Events for connected real-time sessions; every instance polls recent rows.
CREATE TABLE realtime_events (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    event_name    TEXT NOT NULL,
    audience      TEXT NOT NULL CHECK (audience IN ('PROFILE', 'PERMISSION', 'USER', 'ROLE')),
    audience_key  TEXT NOT NULL,
    payload       TEXT NOT NULL,
    created_at    TEXT NOT NULL
);
CREATE INDEX realtime_events_by_time ON realtime_events (created_at, id);

-- A customer's signature on a transaction initiated for them (PIN).
CREATE TABLE transaction_authorizations (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id INTEGER NOT NULL UNIQUE REFERENCES transactions (id),
    profile_id     INTEGER NOT NULL REFERENCES customer_profiles (id),
    state          TEXT NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'FAILED')),
    reason_code    TEXT,
    expires_at     TEXT NOT NULL,
    created_at     TEXT NOT NULL,
    decided_at     TEXT
);
CREATE INDEX transaction_authorizations_pending ON transaction_authorizations (profile_id, state);

ALTER TABLE outbox ADD COLUMN next_attempt_at TEXT;
ALTER TABLE outbox ADD COLUMN lease_until TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN stage TEXT;
