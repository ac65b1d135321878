-- 013: a passport of the application-form tool is the student's, as POST /rapidapp/passport (spec 7.1)
-- gives it for `student` alone; which form it opens comes with each post to the tool (its id and the
-- view, spec 4.4), checked then. It replaces 009's follow_up_passports, which named one form of one
-- enrollment (POST /enrollments/follow_up_passport, a call no school's system has). Passports last 30
-- minutes, so none worth keeping is dropped. Only the SHA-256 of a passport is stored.

DROP TABLE follow_up_passports;

CREATE TABLE application_passports (
  token_hash text PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX application_passports_expires_idx ON application_passports (expires_at);
