-- Close of business: one run per business day, its steps, and the balances
-- each deposit account held at the end of that day. See bank-core/src/eod.
CREATE TABLE eod_runs (
    business_date TEXT PRIMARY KEY,
    state         TEXT NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
    -- Who holds the run, until when: a runner killed mid-run lets its lease
    -- lapse, and the next start resumes where it stopped.
    runner        TEXT NOT NULL,
    lease_until   TEXT NOT NULL,
    started_by    TEXT NOT NULL,
    started_at    TEXT NOT NULL,
    finished_at   TEXT
);

CREATE TABLE eod_steps (
    business_date TEXT NOT NULL REFERENCES eod_runs (business_date),
    step          TEXT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
    started_at    TEXT NOT NULL,
    finished_at   TEXT,
    detail        TEXT,
    PRIMARY KEY (business_date, step)
);

CREATE TABLE balance_snapshots (
    account_id        INTEGER NOT NULL REFERENCES deposit_accounts (id),
    business_date     TEXT NOT NULL,
    book_minor        INTEGER NOT NULL,
    hold_minor        INTEGER NOT NULL,
    credit_hold_minor INTEGER NOT NULL,
    PRIMARY KEY (business_date, account_id)
);
