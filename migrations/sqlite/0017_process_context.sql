-- What a caller names when it starts a process, for tracking (the product's
-- StartProcessInstanceCommand: contextTypeId, contextId), kept as given; the
-- business entity the definition itself derives stays in entity_type/entity_id.
ALTER TABLE process_instances ADD COLUMN context_type_id BIGINT;
ALTER TABLE process_instances ADD COLUMN context_id BIGINT;
