-- What the documented cheque requests carry beside the spec's fields: the
-- till a cheque was taken at, the caller's own reference, the clearing
-- house's reference of a cleared cheque and the notes of a bounce or a
-- stop payment (the deposit's own notes stay in notes).
ALTER TABLE cheques ADD COLUMN till_id INTEGER REFERENCES tills (id);
ALTER TABLE cheques ADD COLUMN reference_id TEXT;
ALTER TABLE cheques ADD COLUMN clearing_reference TEXT;
ALTER TABLE cheques ADD COLUMN closing_notes TEXT;
-- The clearing queue (GetAllChequeClearingRequestsQuery): the cheques still
-- open, oldest first, read off an index however many have closed.
CREATE INDEX cheques_open ON cheques (created_at, id) WHERE state IN ('PENDING', 'UNCLEARED');
