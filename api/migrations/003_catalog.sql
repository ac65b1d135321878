-- 003: browse. External application forms (rapidapp) and each student's form, refund policies, and
-- the indexes the catalog pages and the per-student enroll states read through.

-- An external application form a class or pathway asks for (classes.application_form_id).
CREATE TABLE application_forms (
  id   integer PRIMARY KEY,
  name text NOT NULL
);

-- A student's copy of an application form. 'started' can be continued; any other status means it
-- was submitted ('Form submitted').
CREATE TABLE application_user_forms (
  id         serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  form_id    integer NOT NULL REFERENCES application_forms (id) ON DELETE CASCADE,
  venue_type text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id   integer NOT NULL,
  status     text NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'submitted', 'approved', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, form_id)
);

CREATE TABLE refund_policies (
  id        serial PRIMARY KEY,
  title     text NOT NULL,
  text_html text NOT NULL
);
ALTER TABLE classes ADD COLUMN refund_policy_id integer REFERENCES refund_policies (id) ON DELETE SET NULL;
ALTER TABLE pathways ADD COLUMN refund_policy_id integer REFERENCES refund_policies (id) ON DELETE SET NULL;

CREATE INDEX classes_instructor_idx ON classes (instructor_id);
CREATE INDEX classes_featured_idx ON classes (id) WHERE is_featured;
CREATE INDEX pathway_nodes_class_idx ON pathway_nodes (class_id);
CREATE INDEX enrollments_student_idx ON enrollments (student_id, venue_type) WHERE status <> 'dropped';
CREATE INDEX waitlist_student_idx ON waitlist (student_id, venue_type);
