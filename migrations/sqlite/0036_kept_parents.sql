-- PostgreSQL's migration 0036 drops the foreign keys from journals, their
-- lines and transactions to branches, GL accounts and users (their row locks
-- cost every deposit) and keeps what they guarded by refusing to delete or
-- renumber those rows. SQLite's keys take no row lock, so they stay; the same
-- refusal is added so both backends keep the same rows.
CREATE TRIGGER branches_kept BEFORE DELETE ON branches
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
CREATE TRIGGER branches_kept_id BEFORE UPDATE OF id ON branches
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
CREATE TRIGGER gl_accounts_kept BEFORE DELETE ON gl_accounts
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
CREATE TRIGGER gl_accounts_kept_id BEFORE UPDATE OF id ON gl_accounts
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
CREATE TRIGGER users_kept BEFORE DELETE ON users
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
CREATE TRIGGER users_kept_id BEFORE UPDATE OF id ON users
BEGIN
    SELECT RAISE(ABORT, 'branches, GL accounts and users are never deleted or renumbered');
END;
