-- 007: documents (spec 7.3). The school's standing required documents, each student's document history
-- (what they signed, uploaded or acknowledged, and older documents the school registered), the files of
-- those documents, and short-lived links to the files. Replaces student_required_documents (002).

-- ---------------------------------------------------------------- required documents

-- What the school asks of every student (whoever registers later too) until that student submits it:
-- a document is required of a student while it is active and the student has no history row for it.
-- html is the school's own text, shown to the student in a sandboxed frame that runs no script.
CREATE TABLE required_documents (
  id              serial PRIMARY KEY,
  code            text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  title           text NOT NULL CHECK (btrim(title) <> ''),
  required_action text NOT NULL CHECK (required_action IN ('survey', 'sign', 'upload', 'notify', 'form')),
  html            text NOT NULL DEFAULT '',
  sort_order      integer NOT NULL DEFAULT 0,
  active          boolean NOT NULL DEFAULT true,
  created_at      timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- the document history

-- One registered document of a student (its id is the spec's documentId). required_document_id: the
-- required document it submitted (at most one row per student and required document), NULL for a
-- document the school registered otherwise. text is its HTML; a signed one also keeps the signature
-- (a PNG or JPEG data URL, a copy: the student may change theirs later) and when it was signed.
CREATE TABLE student_documents (
  id                   serial PRIMARY KEY,
  student_id           integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  required_document_id integer REFERENCES required_documents (id),
  title                text NOT NULL CHECK (btrim(title) <> ''),
  registered_on        date NOT NULL DEFAULT current_date,
  expire_date          date CHECK (expire_date >= registered_on),
  text                 text NOT NULL DEFAULT '',
  signature_data_url   text,
  signed_at            timestamptz,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK ((signature_data_url IS NULL) = (signed_at IS NULL))
);
CREATE INDEX student_documents_student_idx ON student_documents (student_id, registered_on DESC, id DESC);
-- Submitting twice (two tabs, a double click) is refused by this key, on every API instance.
CREATE UNIQUE INDEX student_documents_required_key ON student_documents (student_id, required_document_id)
  WHERE required_document_id IS NOT NULL;

-- The files of a student document: those sent with its submission, and attachments added later.
-- mime is what the bytes are (their magic bytes), never what the client declared. code is random
-- (url-safe) and names the file in the attachment link call.
CREATE TABLE document_files (
  id                  serial PRIMARY KEY,
  student_document_id integer NOT NULL REFERENCES student_documents (id) ON DELETE CASCADE,
  kind                text NOT NULL CHECK (kind IN ('submission', 'attachment')),
  code                text NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{16,64}$'),
  title               text NOT NULL CHECK (btrim(title) <> ''),
  mime                text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'application/pdf')),
  bytes               bytea NOT NULL,
  size                integer NOT NULL CHECK (size > 0 AND size = octet_length(bytes)),
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_files_document_idx ON document_files (student_document_id, id);

-- ---------------------------------------------------------------- file links

-- The capability links of 006 (/api/files/<token>) also open a document file, for 10 minutes.
ALTER TABLE file_links DROP CONSTRAINT file_links_kind_check;
ALTER TABLE file_links DROP CONSTRAINT file_links_check;
ALTER TABLE file_links ADD COLUMN document_file_id integer REFERENCES document_files (id) ON DELETE CASCADE;
ALTER TABLE file_links
  ADD CONSTRAINT file_links_kind_check CHECK (kind IN ('receipt', 'statement', 'document_file')),
  ADD CONSTRAINT file_links_target_check CHECK (
    (kind = 'receipt') = (payment_id IS NOT NULL) AND (kind = 'document_file') = (document_file_id IS NOT NULL)
  );

-- ---------------------------------------------------------------- from student_required_documents

-- Its rows were one student's pending (or done) documents. Each code becomes a required document of
-- the school (so every student is asked for it), and a student who had done it has it in their history.
INSERT INTO required_documents (code, title, required_action, html, sort_order)
SELECT DISTINCT ON (code) code, title, required_action, '<h2>' || replace(replace(replace(title, '&', '&amp;'), '<', '&lt;'), '>', '&gt;') || '</h2>', 1000
  FROM student_required_documents
 WHERE code ~ '^[A-Za-z0-9_-]{1,40}$' AND btrim(title) <> ''
 ORDER BY code, id;
INSERT INTO student_documents (student_id, required_document_id, title, registered_on, text)
SELECT DISTINCT ON (s.student_id, r.id) s.student_id, r.id, r.title, s.created_at::date, r.html
  FROM student_required_documents s JOIN required_documents r ON r.code = s.code
 WHERE s.status = 'done'
 ORDER BY s.student_id, r.id, s.id;

DROP TABLE student_required_documents;
