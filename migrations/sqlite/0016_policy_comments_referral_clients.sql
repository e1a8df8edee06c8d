-- Comments may be attached to insurance policies too (the product's pages list
-- Client, Loan, Deposit and Policy), and a referral may name the client record
-- of the referred customer. SQLite cannot alter a CHECK, so comments is rebuilt;
-- no table references it.
CREATE TABLE comments_new (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    encoded_key TEXT NOT NULL UNIQUE,
    entity_type TEXT NOT NULL CHECK (entity_type IN ('Loan', 'Client', 'Deposit', 'Policy')),
    entity_id   INTEGER NOT NULL,
    -- The client the entity belongs to (the client itself for 'Client').
    client_id   INTEGER NOT NULL REFERENCES clients (id),
    comment     TEXT NOT NULL CHECK (length(comment) BETWEEN 1 AND 2000),
    user_name   TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
INSERT INTO comments_new (id, encoded_key, entity_type, entity_id, client_id, comment, user_name, created_at)
    SELECT id, encoded_key, entity_type, entity_id, client_id, comment, user_name, created_at FROM comments;
DROP TABLE comments;
ALTER TABLE comments_new RENAME TO comments;
CREATE INDEX comments_by_entity ON comments (entity_type, entity_id, created_at, id);

ALTER TABLE referrals ADD COLUMN client_id INTEGER REFERENCES clients (id);
