-- Optimistic writes on SQLite (see `store/late.rs`): a command reads an
-- account on a reader, before its turn on the one writer, and its write
-- stands only if the account is as it was read; otherwise the write fails,
-- writing nothing, and the command runs again in its turn.

-- The account's version as read: every update of the row moves it on (the
-- hot path's updates move it themselves, and the trigger leaves those alone).
ALTER TABLE deposit_accounts ADD COLUMN row_version INTEGER NOT NULL DEFAULT 0;
CREATE TRIGGER deposit_accounts_row_version AFTER UPDATE ON deposit_accounts
WHEN NEW.row_version = OLD.row_version
BEGIN
    UPDATE deposit_accounts SET row_version = OLD.row_version + 1 WHERE id = NEW.id;
END;

-- The assertion: `INSERT INTO bank_unchanged (holds) VALUES (condition)`
-- fails its statement unless the condition holds, and writes nothing.
CREATE VIEW bank_unchanged (holds) AS SELECT 1;
CREATE TRIGGER bank_unchanged_asserts INSTEAD OF INSERT ON bank_unchanged
WHEN NEW.holds IS NOT 1
BEGIN
    SELECT RAISE(ABORT, 'bank_unchanged: a row changed after it was read');
END;
