-- An idempotency key is bound to the request that first used it: the hash of
-- its money-relevant fields, and the answer it got, for its retries.
ALTER TABLE transactions ADD COLUMN request_hash TEXT;
ALTER TABLE transactions ADD COLUMN first_answer TEXT;
