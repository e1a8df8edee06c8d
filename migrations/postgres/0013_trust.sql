-- Every staff token carries its user's token version; disabling the user or
-- revoking their tokens moves it on, so older tokens stop working (and stay
-- dead when the user is enabled again). The signing keys themselves live in
-- the key file outside the database; `bank init` moves an old secret there.
ALTER TABLE users ADD COLUMN token_version BIGINT NOT NULL DEFAULT 0;

-- A webhook without an IP allow-list or a secret accepts calls from anyone:
-- that takes an explicit allowAnonymous, shown in lists. Webhooks already
-- open keep working, marked as such.
ALTER TABLE webhook_configs ADD COLUMN allow_anonymous BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE webhook_configs SET allow_anonymous = TRUE WHERE allowable_ips = '' AND secret IS NULL;
