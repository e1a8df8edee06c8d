-- The HTTP request id (X-Request-Id) of the request that wrote an activity, so
-- a caller's support ticket leads to the audit rows it caused. NULL for the
-- CLI, jobs and other work no request carried.
ALTER TABLE activities ADD COLUMN request_id TEXT;
