-- Page marks per user: one user's activities, a list of its own, are marked
-- every 512th row as the whole trail is (migration 28), so a deep page of one
-- user's activities seeks too. A marked list may now be split by a column
-- (`part`: the user's id; 0 for a list that is not split), and each part
-- keeps its own count (`page_mark_parts`).
ALTER TABLE page_marks ADD COLUMN part BIGINT NOT NULL DEFAULT 0;
ALTER TABLE page_marks ALTER COLUMN part DROP DEFAULT;
ALTER TABLE page_marks DROP CONSTRAINT page_marks_pkey, ADD PRIMARY KEY (list, part, at, id);
DROP INDEX page_marks_by_pos;
CREATE INDEX page_marks_by_pos ON page_marks (list, part, pos);

-- The rows each part of a split list has counted (its head counts the links).
CREATE TABLE page_mark_parts (
    list TEXT NOT NULL,
    part BIGINT NOT NULL,
    seq  BIGINT NOT NULL,
    PRIMARY KEY (list, part)
);
INSERT INTO page_mark_heads (list, seq, last_id) VALUES ('activities.user', 0, 0);
