-- A cancellation counts its maker's cancellations of the last day (the
-- FREQUENT_CANCELLATIONS report): without this index that count read the
-- whole audit trail. Partial, so no other audit row pays for it.
CREATE INDEX transaction_audit_cancels ON transaction_audit (user_id, occurred_at) WHERE action = 'CANCEL';
