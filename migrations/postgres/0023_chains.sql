-- Tamper-evident books: each stream (the journal, the audit trail, the
-- transaction audit) is sealed after commit into a hash chain, one link per
-- row, in row order. See bank-core/src/chain.
CREATE TABLE chain_heads (
    stream  TEXT PRIMARY KEY,
    seq     BIGINT NOT NULL,
    -- The highest row id sealed in order; rows above it are not sealed yet.
    last_id BIGINT NOT NULL,
    hash    TEXT NOT NULL
);
INSERT INTO chain_heads (stream, seq, last_id, hash) VALUES
    ('journal', 0, 0, '0000000000000000000000000000000000000000000000000000000000000000'),
    ('activity', 0, 0, '0000000000000000000000000000000000000000000000000000000000000000'),
    ('transaction_audit', 0, 0, '0000000000000000000000000000000000000000000000000000000000000000');

CREATE TABLE chain_links (
    stream TEXT NOT NULL,
    seq    BIGINT NOT NULL,
    row_id BIGINT NOT NULL,
    hash   TEXT NOT NULL,
    PRIMARY KEY (stream, seq),
    UNIQUE (stream, row_id)
);
CREATE FUNCTION chain_links_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'chain links are append-only';
END;
$$;
CREATE TRIGGER chain_links_append_only BEFORE UPDATE OR DELETE ON chain_links
    FOR EACH ROW EXECUTE FUNCTION chain_links_append_only();

-- Ids the sealer passed over because no row held them when it sealed past
-- them: a rolled-back insert, or (PostgreSQL) a transaction that took its id
-- before a later one committed. A row that turns up in one later is sealed
-- then, at the end of the chain.
CREATE TABLE chain_gaps (
    stream   TEXT NOT NULL,
    from_id  BIGINT NOT NULL,
    to_id    BIGINT NOT NULL,
    noted_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (stream, from_id)
);
