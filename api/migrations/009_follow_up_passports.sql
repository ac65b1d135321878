-- 009: the enrollments area's follow-up forms and report links.
-- - follow_up_passports: what lets the stand-in application-form tool (/api/rapidapp/tool/...) act on
--   one student's one follow-up form of one enrollment, for 30 minutes, without the bearer token (the
--   tool is a framed page reached by form posts). Only the SHA-256 of a passport is stored.
-- - application_user_forms.answers: what the tool saved of a form.
-- - file_links (006, 007) also open the enrollment reports and transcripts, made when opened from the
--   parameters the link was made with.

CREATE TABLE follow_up_passports (
  token_hash    text PRIMARY KEY,
  student_id    integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  form_id       integer NOT NULL REFERENCES application_forms (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL
);
CREATE INDEX follow_up_passports_expires_idx ON follow_up_passports (expires_at);
CREATE INDEX follow_up_passports_form_idx ON follow_up_passports (student_id, form_id);

-- The answers as the tool saved them (question name -> text); NULL until first saved.
ALTER TABLE application_user_forms ADD COLUMN answers jsonb;

-- A report link holds what was asked for (which report, enrollment, dates, variant), checked again
-- and made into a PDF when it is opened.
ALTER TABLE file_links DROP CONSTRAINT file_links_kind_check;
ALTER TABLE file_links ADD COLUMN report_params jsonb;
ALTER TABLE file_links
  ADD CONSTRAINT file_links_kind_check
    CHECK (kind IN ('receipt', 'statement', 'document_file', 'enrollment_report')),
  ADD CONSTRAINT file_links_report_check CHECK ((kind = 'enrollment_report') = (report_params IS NOT NULL));
