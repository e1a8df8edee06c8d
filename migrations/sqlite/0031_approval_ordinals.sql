-- Each approver's approvals numbered in the order given, so the hourly limit
-- reads one approval (the one `limit` places back) instead of counting every
-- approval of the hour: an approver allowed thousands an hour no longer makes
-- each approval scan them all.
ALTER TABLE users ADD COLUMN approvals_given INTEGER NOT NULL DEFAULT 0;
ALTER TABLE transaction_approvals ADD COLUMN ordinal INTEGER;
UPDATE transaction_approvals AS a SET ordinal = r.n
    FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY approver_id ORDER BY approved_at, id) AS n
          FROM transaction_approvals) AS r
    WHERE r.id = a.id;
UPDATE users AS u SET approvals_given = n.given
    FROM (SELECT approver_id, COUNT(*) AS given FROM transaction_approvals GROUP BY approver_id) AS n
    WHERE n.approver_id = u.id;
DROP INDEX transaction_approvals_by_approver;
CREATE UNIQUE INDEX transaction_approvals_by_ordinal ON transaction_approvals (approver_id, ordinal);
