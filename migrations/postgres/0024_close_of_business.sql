-- Close of business: one run per business day, its steps, and the balances
-- each deposit account held at the end of that day. See bank-core/src/eod.
CREATE TABLE eod_runs (
    business_date DATE PRIMARY KEY,
    state         TEXT NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
    -- Who holds the run, until when: a runner killed mid-run lets its lease
    -- lapse, and the next start resumes where it stopped.
    runner        TEXT NOT NULL,
    lease_until   TIMESTAMPTZ NOT NULL,
    started_by    TEXT NOT NULL,
    started_at    TIMESTAMPTZ NOT NULL,
    finished_at   TIMESTAMPTZ
);

CREATE TABLE eod_steps (
    business_date DATE NOT NULL REFERENCES eod_runs (business_date),
    step          TEXT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('RUNNING', 'DONE')),
    started_at    TIMESTAMPTZ NOT NULL,
    finished_at   TIMESTAMPTZ,
    detail        TEXT,
    PRIMARY KEY (business_date, step)
);

CREATE TABLE balance_snapshots (
    account_id        BIGINT NOT NULL REFERENCES deposit_accounts (id),
    business_date     DATE NOT NULL,
    book_minor        BIGINT NOT NULL,
    hold_minor        BIGINT NOT NULL,
    credit_hold_minor BIGINT NOT NULL,
    PRIMARY KEY (business_date, account_id)
);
