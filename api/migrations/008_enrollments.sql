-- 008: enrollments (spec 2.7, 3 and 7.4). What the school tracks of each enrollment (progress, which
-- sections the enrollment view shows), its attendance, its time clock, its grade book, and the follow-up
-- forms it asks for. Every table hangs off enrollments(id) and goes with it.

-- ---------------------------------------------------------------- what the school tracks

-- One row per enrollment at most; an enrollment without one uses these defaults (no progress yet, an
-- attendance table, no time clock, no grade book). grades_unavailable: the school's grade book cannot
-- answer for this enrollment (POST /enrollment/grades is then a 503 'Grade Details are currently
-- unavailable').
CREATE TABLE enrollment_tracking (
  enrollment_id      integer PRIMARY KEY REFERENCES enrollments (id) ON DELETE CASCADE,
  percent_completed  numeric(5, 2) NOT NULL DEFAULT 0 CHECK (percent_completed BETWEEN 0 AND 100),
  percent_expected   numeric(5, 2) NOT NULL DEFAULT 0 CHECK (percent_expected BETWEEN 0 AND 100),
  show_attendance    boolean NOT NULL DEFAULT true,
  show_time_clock    boolean NOT NULL DEFAULT false,
  show_grade_book    boolean NOT NULL DEFAULT false,
  hide_progress_data boolean NOT NULL DEFAULT false,
  grade_scale_info   text NOT NULL DEFAULT '',
  grades_unavailable boolean NOT NULL DEFAULT false
);

-- ---------------------------------------------------------------- attendance

-- A day's attendance as the school recorded it. type: 'Present', 'Tardy', 'Absent', 'Excused',
-- 'Left early' (the infractions are Tardy, Absent and Left early). hours: the hours credited.
CREATE TABLE attendance_entries (
  id            serial PRIMARY KEY,
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  entry_at      timestamptz NOT NULL,
  exit_at       timestamptz,
  type          text NOT NULL,
  hours         numeric(6, 2) NOT NULL DEFAULT 0 CHECK (hours >= 0),
  reason        text NOT NULL DEFAULT '',
  CHECK (exit_at IS NULL OR exit_at >= entry_at)
);
CREATE INDEX attendance_entries_enrollment_idx ON attendance_entries (enrollment_id, entry_at);

-- ---------------------------------------------------------------- time clock

-- A clock-in and its clock-out (NULL while clocked in). work_date is the school's local day of the
-- clock-in; environment says where it was logged ('Portal' for the student's own Log Attendance).
CREATE TABLE time_clock_entries (
  id            serial PRIMARY KEY,
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  work_date     date NOT NULL,
  time_in       timestamptz NOT NULL,
  time_out      timestamptz,
  environment   text NOT NULL DEFAULT 'Portal',
  notes         text NOT NULL DEFAULT '',
  CHECK (time_out IS NULL OR time_out >= time_in)
);
CREATE INDEX time_clock_entries_enrollment_idx ON time_clock_entries (enrollment_id, time_in);
CREATE INDEX time_clock_entries_work_date_idx ON time_clock_entries (enrollment_id, work_date);
-- At most one open entry per enrollment: a second clock-in (two tabs, two API instances) is refused
-- by this key, not only by the check before it.
CREATE UNIQUE INDEX time_clock_entries_open_key ON time_clock_entries (enrollment_id) WHERE time_out IS NULL;

-- ---------------------------------------------------------------- grade book

-- The grade book of an enrollment as a tree (a module, its units, their assessments): parent_id NULL
-- for the top level, siblings in position order. score and max_points are points; adjustment is what
-- the instructor added or took off; hours, where the school grades by hours.
CREATE TABLE grade_nodes (
  id            serial PRIMARY KEY,
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  parent_id     integer REFERENCES grade_nodes (id) ON DELETE CASCADE,
  position      integer NOT NULL,
  title         text NOT NULL,
  type          text NOT NULL,
  score         numeric(7, 2),
  max_points    numeric(7, 2),
  comments      text NOT NULL DEFAULT '',
  notes         text NOT NULL DEFAULT '',
  date_graded   date,
  adjustment    numeric(7, 2),
  hours         numeric(6, 2),
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX grade_nodes_enrollment_idx ON grade_nodes (enrollment_id, parent_id, position);

-- ---------------------------------------------------------------- follow-up forms

-- The application forms the school asks an enrolled student to fill in after enrolling (spec 4.4), in
-- position order. The student's copy of each is application_user_forms (student_id, form_id), as for
-- the forms browse starts; none yet means it can be started.
CREATE TABLE enrollment_follow_up_forms (
  enrollment_id integer NOT NULL REFERENCES enrollments (id) ON DELETE CASCADE,
  form_id       integer NOT NULL REFERENCES application_forms (id) ON DELETE CASCADE,
  position      integer NOT NULL DEFAULT 0,
  PRIMARY KEY (enrollment_id, form_id)
);
CREATE INDEX enrollment_follow_up_forms_form_idx ON enrollment_follow_up_forms (form_id);
