-- Webhooks, the execution engine (process definitions and instances) and
-- recurring jobs. Execution types are shared: 0 native command, 1 command
-- chain, 2 JavaScript code, 3 start a process.

CREATE TABLE webhook_configs (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    key                   TEXT NOT NULL UNIQUE,
    description           TEXT,
    path                  TEXT NOT NULL UNIQUE,
    action                TEXT NOT NULL CHECK (action IN ('POST', 'GET', 'PUT', 'DELETE', 'PATCH')),
    execution_type        INTEGER NOT NULL CHECK (execution_type IN (0, 1, 2, 3)),
    command_name          TEXT,
    -- JSON array of {commandName, data} for type 1.
    command_chain         TEXT,
    execution_code        TEXT,
    process_definition_id INTEGER,
    is_enabled            INTEGER NOT NULL DEFAULT 1,
    allowable_ips         TEXT NOT NULL DEFAULT '',
    -- HMAC-SHA256 key for X-Webhook-Signature; never returned on reads.
    secret                TEXT,
    -- The staff user commands run as (types 0, 1, 3).
    run_as_user           TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
);

-- Every inbound call and its outcome; append-only.
CREATE TABLE webhook_calls (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    webhook_id  INTEGER,
    path        TEXT NOT NULL,
    method      TEXT NOT NULL,
    remote_ip   TEXT,
    peer_ip     TEXT,
    status      INTEGER NOT NULL,
    outcome     TEXT NOT NULL,
    error       TEXT,
    duration_ms INTEGER NOT NULL,
    received_at TEXT NOT NULL
);
CREATE INDEX webhook_calls_by_webhook ON webhook_calls (webhook_id, id);
CREATE TRIGGER webhook_calls_no_update BEFORE UPDATE ON webhook_calls
BEGIN SELECT RAISE(ABORT, 'webhook_calls is append-only'); END;
CREATE TRIGGER webhook_calls_no_delete BEFORE DELETE ON webhook_calls
BEGIN SELECT RAISE(ABORT, 'webhook_calls is append-only'); END;

CREATE TABLE process_definitions (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    key         TEXT NOT NULL UNIQUE,
    name        TEXT NOT NULL,
    entity_type TEXT,
    definition  TEXT NOT NULL,
    created_by  TEXT NOT NULL,
    created_at  TEXT NOT NULL
);

CREATE TABLE process_instances (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    guid            TEXT NOT NULL UNIQUE,
    definition_id   INTEGER NOT NULL REFERENCES process_definitions (id),
    status          TEXT NOT NULL CHECK (status IN ('RUNNING', 'WAITING', 'COMPLETED', 'CANCELLED', 'FAILED')),
    current_step    TEXT,
    waiting_for     TEXT CHECK (waiting_for IN ('USER_TASK', 'CALLBACK')),
    -- Set only while waiting for a callback, so a key names one waiting instance.
    correlation_key TEXT UNIQUE,
    assignee        TEXT,
    assignee_role   TEXT,
    variables       TEXT NOT NULL,
    -- Bumped by every step, so concurrent advances cannot both write.
    version         BIGINT NOT NULL DEFAULT 0,
    entity_type     TEXT,
    entity_id       TEXT,
    initiated_by    TEXT NOT NULL,
    error           TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    completed_at    TEXT
);
CREATE INDEX process_instances_by_status ON process_instances (status, id);

CREATE TABLE process_history (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    instance_id INTEGER NOT NULL REFERENCES process_instances (id),
    step_id     TEXT NOT NULL,
    kind        TEXT NOT NULL,
    outcome     TEXT NOT NULL,
    detail      TEXT,
    actor       TEXT,
    occurred_at TEXT NOT NULL
);
CREATE INDEX process_history_by_instance ON process_history (instance_id, id);

CREATE TABLE recurring_jobs (
    id                    INTEGER PRIMARY KEY AUTOINCREMENT,
    key                   TEXT NOT NULL UNIQUE,
    description           TEXT,
    cron_expression       TEXT NOT NULL,
    time_zone             TEXT NOT NULL,
    execution_type        INTEGER NOT NULL CHECK (execution_type IN (0, 1, 2, 3)),
    command_name          TEXT,
    command_chain         TEXT,
    execution_code        TEXT,
    process_definition_id INTEGER,
    -- JSON object: the command's data or the process's variables.
    payload               TEXT NOT NULL DEFAULT '{}',
    run_as_user           TEXT NOT NULL,
    is_enabled            INTEGER NOT NULL DEFAULT 1,
    -- The next scheduled time; claiming a run moves it forward (compare-and-set).
    next_run_at           TEXT,
    last_run_at           TEXT,
    created_at            TEXT NOT NULL,
    updated_at            TEXT NOT NULL
);
CREATE INDEX recurring_jobs_due ON recurring_jobs (is_enabled, next_run_at);

CREATE TABLE job_runs (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id        INTEGER NOT NULL,
    job_key       TEXT NOT NULL,
    trigger_kind  TEXT NOT NULL CHECK (trigger_kind IN ('SCHEDULE', 'MANUAL')),
    scheduled_for TEXT,
    runner        TEXT NOT NULL,
    lease_until   TEXT NOT NULL,
    started_at    TEXT NOT NULL,
    finished_at   TEXT,
    outcome       TEXT NOT NULL CHECK (outcome IN ('RUNNING', 'SUCCEEDED', 'FAILED', 'ABANDONED')),
    output        TEXT,
    -- One run per scheduled time, whichever instance claims it.
    UNIQUE (job_id, scheduled_for)
);
CREATE INDEX job_runs_by_job ON job_runs (job_id, id);
CREATE INDEX job_runs_by_outcome ON job_runs (outcome, lease_until);

INSERT INTO settings (key, value) VALUES ('public_base_url', 'http://127.0.0.1:8080');
