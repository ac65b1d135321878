-- 001: students, sessions, the school catalog, and the per-student venue tables
-- (cart, waitlist, interests, enrollments) that enroll states are computed from.
-- A "venue" is a class (venue_type 'CLASS') or a pathway (venue_type 'PATH'), as in the spec.

-- ---------------------------------------------------------------- students and sessions

CREATE TABLE students (
  id                     serial PRIMARY KEY,
  email                  text NOT NULL UNIQUE CHECK (email = lower(btrim(email)) AND email <> ''),
  password_hash          text NOT NULL,
  first_name             text NOT NULL DEFAULT '',
  last_name              text NOT NULL DEFAULT '',
  preferred_name         text,
  photo_url              text,
  date_of_birth          date,
  is_verified            boolean NOT NULL DEFAULT false,
  -- The school's student-record number; NULL means "no student record" (hasAxRecord false).
  student_record_id      text UNIQUE,
  requires_personal_info boolean NOT NULL DEFAULT false,
  is_parent              boolean NOT NULL DEFAULT false,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- A guardian (student_id) may act for each related student.
CREATE TABLE student_relations (
  student_id         integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  related_student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  relation           text NOT NULL DEFAULT 'Dependent',
  PRIMARY KEY (student_id, related_student_id),
  CHECK (student_id <> related_student_id)
);

CREATE TABLE student_signatures (
  student_id     integer PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  image_data_url text NOT NULL,
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of a bearer token is stored.
CREATE TABLE sessions (
  id                serial PRIMARY KEY,
  token_hash        text NOT NULL UNIQUE,
  student_id        integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  -- Set while the session's student acts as a related student (impersonation; later work).
  acting_student_id integer REFERENCES students (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  expires_at        timestamptz NOT NULL DEFAULT now() + interval '30 days',
  revoked_at        timestamptz
);
CREATE INDEX sessions_student_idx ON sessions (student_id);

-- ---------------------------------------------------------------- catalog

CREATE TABLE locations (
  id         serial PRIMARY KEY,
  name       text NOT NULL,
  street     text NOT NULL,
  city       text NOT NULL,
  state_code char(2) NOT NULL,
  zip        text NOT NULL,
  county     text,
  directions text NOT NULL DEFAULT ''
);

CREATE TABLE instructors (
  id         serial PRIMARY KEY,
  first_name text NOT NULL,
  last_name  text NOT NULL,
  email      text,
  bio        text NOT NULL DEFAULT '',
  image_url  text,
  address    text NOT NULL DEFAULT ''
);

CREATE TABLE course_categories (
  id          serial PRIMARY KEY,
  title       text NOT NULL,
  description text NOT NULL DEFAULT '',
  image_url   text,
  sort_order  integer NOT NULL DEFAULT 0,
  is_active   boolean NOT NULL DEFAULT true
);

CREATE TABLE courses (
  id            serial PRIMARY KEY,
  code          text NOT NULL UNIQUE,
  title         text NOT NULL,
  description   text NOT NULL DEFAULT '',
  syllabus_html text NOT NULL DEFAULT '',
  image_url     text,
  rating        numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  trend_level   smallint NOT NULL DEFAULT 0 CHECK (trend_level BETWEEN 0 AND 5),
  is_active     boolean NOT NULL DEFAULT true
);

CREATE TABLE course_category_links (
  course_id   integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES course_categories (id) ON DELETE CASCADE,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (course_id, category_id)
);
CREATE INDEX course_category_links_category_idx ON course_category_links (category_id);

-- How a venue is taken: 'cart' (add to cart, pay at checkout), 'form' (registration form),
-- 'nocost' (no-cost form, classes only), 'rapidapp' (external application form).
-- registration_status: 'open', 'closed', or 'soon' (opens on registration_opens_on).
-- Seats available = capacity - offline_enrolled - active enrollments.
CREATE TABLE classes (
  id                    serial PRIMARY KEY,
  course_id             integer NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  code                  text NOT NULL UNIQUE,
  title                 text NOT NULL,
  start_date            date NOT NULL,
  end_date              date NOT NULL,
  week_days             text[] NOT NULL DEFAULT '{}',
  start_time            time,
  end_time              time,
  location_id           integer REFERENCES locations (id) ON DELETE SET NULL,
  instructor_id         integer REFERENCES instructors (id) ON DELETE SET NULL,
  total_price           numeric(10, 2) NOT NULL DEFAULT 0 CHECK (total_price >= 0),
  total_hours           numeric(6, 2) NOT NULL DEFAULT 0 CHECK (total_hours >= 0),
  hide_cost             boolean NOT NULL DEFAULT false,
  hide_hours            boolean NOT NULL DEFAULT false,
  capacity              integer NOT NULL CHECK (capacity >= 0),
  offline_enrolled      integer NOT NULL DEFAULT 0 CHECK (offline_enrolled >= 0),
  show_seats            boolean NOT NULL DEFAULT true,
  waitlist_enabled      boolean NOT NULL DEFAULT true,
  registration_type     text NOT NULL DEFAULT 'cart' CHECK (registration_type IN ('cart', 'form', 'nocost', 'rapidapp')),
  registration_status   text NOT NULL DEFAULT 'open' CHECK (registration_status IN ('open', 'closed', 'soon')),
  registration_opens_on date,
  registration_form_id  integer,
  application_form_id   integer,
  info_html             text NOT NULL DEFAULT '',
  image_url             text,
  is_featured           boolean NOT NULL DEFAULT false,
  is_active             boolean NOT NULL DEFAULT true,
  CHECK (end_date >= start_date),
  CHECK (week_days <@ ARRAY['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']::text[]),
  CHECK (registration_type <> 'rapidapp' OR application_form_id IS NOT NULL),
  CHECK (registration_type <> 'form' OR registration_form_id IS NOT NULL)
);
CREATE INDEX classes_course_idx ON classes (course_id);

CREATE TABLE pathways (
  id                    serial PRIMARY KEY,
  code                  text NOT NULL UNIQUE,
  title                 text NOT NULL,
  description           text NOT NULL DEFAULT '',
  image_url             text,
  rating                numeric(2, 1) NOT NULL DEFAULT 0 CHECK (rating BETWEEN 0 AND 5),
  trend_level           smallint NOT NULL DEFAULT 0 CHECK (trend_level BETWEEN 0 AND 5),
  total_price           numeric(10, 2) NOT NULL DEFAULT 0 CHECK (total_price >= 0),
  hide_cost             boolean NOT NULL DEFAULT false,
  hide_hours            boolean NOT NULL DEFAULT false,
  capacity              integer NOT NULL CHECK (capacity >= 0),
  offline_enrolled      integer NOT NULL DEFAULT 0 CHECK (offline_enrolled >= 0),
  show_seats            boolean NOT NULL DEFAULT true,
  waitlist_enabled      boolean NOT NULL DEFAULT true,
  registration_type     text NOT NULL DEFAULT 'cart' CHECK (registration_type IN ('cart', 'form', 'rapidapp')),
  registration_status   text NOT NULL DEFAULT 'open' CHECK (registration_status IN ('open', 'closed', 'soon')),
  registration_opens_on date,
  registration_form_id  integer,
  application_form_id   integer,
  info_html             text NOT NULL DEFAULT '',
  is_featured           boolean NOT NULL DEFAULT false,
  is_active             boolean NOT NULL DEFAULT true,
  CHECK (registration_type <> 'rapidapp' OR application_form_id IS NOT NULL),
  CHECK (registration_type <> 'form' OR registration_form_id IS NOT NULL)
);

CREATE TABLE pathway_category_links (
  pathway_id  integer NOT NULL REFERENCES pathways (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES course_categories (id) ON DELETE CASCADE,
  sort_order  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (pathway_id, category_id)
);
CREATE INDEX pathway_category_links_category_idx ON pathway_category_links (category_id);

-- The classes of a pathway, in order. A node's title defaults to its class title.
CREATE TABLE pathway_nodes (
  id         serial PRIMARY KEY,
  pathway_id integer NOT NULL REFERENCES pathways (id) ON DELETE CASCADE,
  class_id   integer NOT NULL REFERENCES classes (id) ON DELETE RESTRICT,
  position   integer NOT NULL,
  title      text,
  UNIQUE (pathway_id, position),
  UNIQUE (pathway_id, class_id)
);

-- ---------------------------------------------------------------- per-student venue state

CREATE TABLE cart_items (
  id            serial PRIMARY KEY,
  student_id    integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  venue_type    text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id      integer NOT NULL,
  price         numeric(10, 2) NOT NULL CHECK (price >= 0),
  discount      numeric(10, 2) NOT NULL DEFAULT 0 CHECK (discount >= 0),
  discount_code text,
  added_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, venue_type, venue_id)
);

CREATE TABLE waitlist (
  id         serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  venue_type text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id   integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, venue_type, venue_id)
);
CREATE INDEX waitlist_venue_idx ON waitlist (venue_type, venue_id, created_at);

CREATE TABLE interests (
  id         serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  venue_type text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id   integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, venue_type, venue_id)
);

-- status 'enrolled' and 'completed' hold a seat; 'dropped' does not.
CREATE TABLE enrollments (
  id          serial PRIMARY KEY,
  student_id  integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  venue_type  text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id    integer NOT NULL,
  status      text NOT NULL DEFAULT 'enrolled' CHECK (status IN ('enrolled', 'completed', 'dropped')),
  source      text NOT NULL DEFAULT 'checkout' CHECK (source IN ('checkout', 'nocost', 'form', 'office')),
  amount_paid numeric(10, 2) NOT NULL DEFAULT 0,
  enrolled_at timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX enrollments_active_key ON enrollments (student_id, venue_type, venue_id) WHERE status <> 'dropped';
CREATE INDEX enrollments_venue_idx ON enrollments (venue_type, venue_id);
