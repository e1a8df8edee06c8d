-- The product's recurring-job page: `category` (free text for grouping, a
-- list filter) and `contextLoader` (the command loader form {cmd, context},
-- kept as JSON text), both optional.
ALTER TABLE recurring_jobs ADD COLUMN category TEXT;
ALTER TABLE recurring_jobs ADD COLUMN context_loader TEXT;
