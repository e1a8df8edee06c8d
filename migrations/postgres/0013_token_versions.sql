-- Every staff token carries its user's token version; disabling the user or
-- revoking their tokens moves it on, so older tokens stop working (and stay
-- dead when the user is enabled again). The signing keys themselves live in
-- the key file outside the database; `bank init` moves an old secret there.
ALTER TABLE users ADD COLUMN token_version BIGINT NOT NULL DEFAULT 0;
