-- 011: answers to the form of a survey or form document (spec 2.3; docs/adr/012-document-forms-in-the-sandbox.md).
-- - required_documents.questions: the questions of the document's form, as the API renders them into
--   the action view; NULL for a document without a form (acknowledged by submitting it, as before).
-- - document_answer_tokens: what lets the form, posted from the sandboxed frame (which cannot send the
--   bearer token), record one student's answers to one required document, for 30 minutes, while the
--   session that opened the document lasts. Only the SHA-256 of a token is stored.
-- - document_answers: the answers the student last sent, until and after the document is submitted
--   (submitting needs them; the history copy shows them).

ALTER TABLE required_documents ADD COLUMN questions jsonb
  CHECK (questions IS NULL OR (jsonb_typeof(questions) = 'array' AND jsonb_array_length(questions) > 0));

CREATE TABLE document_answer_tokens (
  token_hash           text PRIMARY KEY,
  student_id           integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  required_document_id integer NOT NULL REFERENCES required_documents (id) ON DELETE CASCADE,
  session_id           integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  expires_at           timestamptz NOT NULL
);
CREATE INDEX document_answer_tokens_expires_idx ON document_answer_tokens (expires_at);
CREATE INDEX document_answer_tokens_document_idx ON document_answer_tokens (student_id, required_document_id);

CREATE TABLE document_answers (
  student_id           integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  required_document_id integer NOT NULL REFERENCES required_documents (id) ON DELETE CASCADE,
  answers              jsonb NOT NULL CHECK (jsonb_typeof(answers) = 'object'),
  recorded_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, required_document_id)
);
