-- Page marks per user: one user's activities, a list of its own, are marked
-- every 512th row as the whole trail is (migration 28), so a deep page of one
-- user's activities seeks too. A marked list may now be split by a column
-- (`part`: the user's id; 0 for a list that is not split), and each part
-- keeps its own count (`page_mark_parts`). SQLite cannot change a primary
-- key in place: the table is built again.
CREATE TABLE page_marks_parted (
    list TEXT NOT NULL,
    -- The part of the list (a user's id), 0 when the list is not split.
    part BIGINT NOT NULL,
    -- Rows of the part counted at or before this one in the list's order, oldest first.
    pos  BIGINT NOT NULL,
    at   TEXT NOT NULL,
    id   BIGINT NOT NULL,
    PRIMARY KEY (list, part, at, id)
);
INSERT INTO page_marks_parted (list, part, pos, at, id) SELECT list, 0, pos, at, id FROM page_marks;
DROP TABLE page_marks;
ALTER TABLE page_marks_parted RENAME TO page_marks;
CREATE INDEX page_marks_by_pos ON page_marks (list, part, pos);

-- The rows each part of a split list has counted (its head counts the links).
CREATE TABLE page_mark_parts (
    list TEXT NOT NULL,
    part BIGINT NOT NULL,
    seq  BIGINT NOT NULL,
    PRIMARY KEY (list, part)
);
INSERT INTO page_mark_heads (list, seq, last_id) VALUES ('activities.user', 0, 0);
