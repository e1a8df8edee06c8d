-- Every list reads its page straight off an index in its own order (sort key,
-- then id), so a page costs the same at any depth and nothing sorts all the
-- rows that match. Where an index already led with the filter and the sort
-- key, it gains the id; lists that had none in their order get one.
DROP INDEX transactions_by_state;
CREATE INDEX transactions_by_state ON transactions (state, created_at, id);
DROP INDEX transactions_by_account;
CREATE INDEX transactions_by_account ON transactions (account_id, created_at, id);
CREATE INDEX transactions_by_time ON transactions (created_at, id);
DROP INDEX journal_entries_by_gl;
CREATE INDEX journal_entries_by_gl ON journal_entries (gl_account_id, booking_date, id);
DROP INDEX comments_by_entity;
CREATE INDEX comments_by_entity ON comments (entity_type, entity_id, created_at, id);
DROP INDEX documents_by_entity;
CREATE INDEX documents_by_entity ON documents (entity_type, entity_id, uploaded_at, id);
DROP INDEX documents_by_upload;
CREATE INDEX documents_by_upload ON documents (uploaded_at, id);
DROP INDEX cheques_by_account;
CREATE INDEX cheques_by_account ON cheques (account_id, created_at, id);
CREATE INDEX cheques_by_time ON cheques (created_at, id);
DROP INDEX referrals_by_employee;
CREATE INDEX referrals_by_employee ON referrals (employee_id, created_at, id);
CREATE INDEX referrals_by_time ON referrals (created_at, id);
DROP INDEX compliance_reports_by_time;
CREATE INDEX compliance_reports_by_trigger ON compliance_reports (trigger_code, id);
CREATE INDEX terminals_by_time ON terminals (created_at, id);
DROP INDEX tills_by_teller;
CREATE INDEX tills_by_teller ON tills (teller_id, COALESCE(shift_start_time, created_at), id);
-- Each filter of the audit trail and of the journal has an index that ends
-- in the list's order, so a rare value is found without reading the rest.
CREATE INDEX activities_by_type ON activities (activity_type, occurred_at, id);
CREATE INDEX activities_by_outcome ON activities (success, occurred_at, id);
CREATE INDEX activities_by_ip ON activities (ip_address, occurred_at, id);
CREATE INDEX activities_by_user_name ON activities (LOWER(user_name), occurred_at, id);
CREATE INDEX journal_entries_by_branch ON journal_entries (branch_id, booking_date, id);
CREATE INDEX journal_entries_by_currency ON journal_entries (currency, booking_date, id);
