-- Page marks: every 512th row of a long list in the list's order, with its
-- position, so that a deep page by number seeks to the nearest mark and walks
-- fewer than 512 index entries instead of every row before the page. Kept by
-- the sealer as it follows the books' chains (bank-core/src/page/marks.rs);
-- a row counts once it is sealed.
CREATE TABLE page_marks (
    list TEXT NOT NULL,
    -- Rows counted at or before this one in the list's order, oldest first.
    pos  BIGINT NOT NULL,
    at   TEXT NOT NULL,
    id   BIGINT NOT NULL,
    PRIMARY KEY (list, at, id)
);
CREATE INDEX page_marks_by_pos ON page_marks (list, pos);

-- How far each marked list is counted: through link `seq` of its chain, whose
-- highest row id is `last_id` (rows above it are not counted yet).
CREATE TABLE page_mark_heads (
    list    TEXT PRIMARY KEY,
    seq     BIGINT NOT NULL,
    last_id BIGINT NOT NULL
);
INSERT INTO page_mark_heads (list, seq, last_id) VALUES ('activities', 0, 0);
