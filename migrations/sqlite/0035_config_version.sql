-- The version of what a movement's account read used to join on every
-- deposit (the settings, the approval thresholds, the GL accounts): the
-- transaction core keeps those in memory with the version they were read
-- at, reads this row with the account, and uses its copy only when the two
-- agree. Each version is random, not counted: a change that rolls back (a
-- member of a group commit undone) must not leave its number to the next
-- change, or a copy could be mistaken for another configuration.
CREATE TABLE config_version (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO config_version (id, version) VALUES (1, random());
CREATE TRIGGER settings_versioned_on_insert AFTER INSERT ON settings
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER settings_versioned_on_update AFTER UPDATE ON settings
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER settings_versioned_on_delete AFTER DELETE ON settings
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER approval_thresholds_versioned_on_insert AFTER INSERT ON approval_thresholds
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER approval_thresholds_versioned_on_update AFTER UPDATE ON approval_thresholds
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER approval_thresholds_versioned_on_delete AFTER DELETE ON approval_thresholds
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER gl_accounts_versioned_on_insert AFTER INSERT ON gl_accounts
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER gl_accounts_versioned_on_update AFTER UPDATE ON gl_accounts
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
CREATE TRIGGER gl_accounts_versioned_on_delete AFTER DELETE ON gl_accounts
BEGIN
    UPDATE config_version SET version = random() WHERE id = 1;
END;
