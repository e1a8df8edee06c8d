-- Documents: metadata here, bytes in object storage at file_path (see
-- bank-core/src/document). Issue and expiry dates are YYYY-MM-DD text.

CREATE TABLE documents (
    id                        INTEGER PRIMARY KEY AUTOINCREMENT,
    identifier                TEXT NOT NULL UNIQUE,
    entity_type               TEXT NOT NULL CHECK (entity_type IN ('Client', 'Loan', 'Deposit', 'Policy')),
    entity_id                 INTEGER NOT NULL,
    entity_reference          TEXT NOT NULL,
    file_name                 TEXT NOT NULL,
    file_path                 TEXT NOT NULL UNIQUE,
    file_extension            TEXT NOT NULL,
    content_type              TEXT NOT NULL,
    file_size                 INTEGER NOT NULL CHECK (file_size > 0),
    sha256                    TEXT NOT NULL,
    storage_provider          TEXT NOT NULL,
    title                     TEXT,
    description               TEXT,
    document_number           TEXT UNIQUE,
    document_type             INTEGER,
    document_type_description TEXT,
    issue_date                TEXT,
    expiry_date               TEXT,
    uploaded_at               TEXT NOT NULL,
    uploaded_by               TEXT NOT NULL
);
CREATE INDEX documents_by_entity ON documents (entity_type, entity_id, uploaded_at);
CREATE INDEX documents_by_upload ON documents (uploaded_at);
