-- The version of what a movement's account read used to join on every
-- deposit (the settings, the approval thresholds, the GL accounts): the
-- transaction core keeps those in memory with the version they were read
-- at, reads this row with the account, and uses its copy only when the two
-- agree, so every change counts from the statement that commits it. Each
-- version is new (a sequence never hands a number out twice, even when the
-- change rolls back), so a copy is never mistaken for another configuration.
CREATE SEQUENCE config_versions;
CREATE TABLE config_version (
    id      SMALLINT PRIMARY KEY CHECK (id = 1),
    version BIGINT NOT NULL
);
INSERT INTO config_version (id, version) VALUES (1, nextval('config_versions'));
CREATE FUNCTION config_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE config_version SET version = nextval('config_versions') WHERE id = 1;
    RETURN NULL;
END $$;
CREATE TRIGGER settings_versioned AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
    FOR EACH STATEMENT EXECUTE FUNCTION config_changed();
CREATE TRIGGER approval_thresholds_versioned AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approval_thresholds
    FOR EACH STATEMENT EXECUTE FUNCTION config_changed();
CREATE TRIGGER gl_accounts_versioned AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gl_accounts
    FOR EACH STATEMENT EXECUTE FUNCTION config_changed();
