-- 002: accounts. Sign-in gates, passports (one-time links), the mailbox of sent e-mails, addresses and
-- phones written by registration and account completion, e-mail recovery codes, the documents and
-- registration forms a student still has to attend to, and the navigation log.

-- ---------------------------------------------------------------- sign-in gates on students

-- email_verified is the sign-in gate ("has the owner of this address confirmed it?"); is_verified
-- stays the student's own verification shown as a banner. Accounts that existed before are verified.
ALTER TABLE students ADD COLUMN email_verified boolean NOT NULL DEFAULT false;
UPDATE students SET email_verified = true;

-- Why a correct password still does not sign in:
--   missing_guid    the account was never linked to the school's directory   -> invalid_student_guid
--   missing_record  its student record cannot be found                        -> invalid_student_record
--   moved           the username was replaced by alternate_email              -> student_email_no_longer_valid
--   locked          the school disabled it                                    -> invalid_student_email
ALTER TABLE students
  ADD COLUMN login_status text NOT NULL DEFAULT 'active'
    CHECK (login_status IN ('active', 'missing_guid', 'missing_record', 'moved', 'locked')),
  ADD COLUMN alternate_email text CHECK (alternate_email = lower(btrim(alternate_email)));

-- ---------------------------------------------------------------- addresses and phones

CREATE TABLE student_addresses (
  id           serial PRIMARY KEY,
  student_id   integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  address_type text NOT NULL DEFAULT 'Home',
  name         text,
  street       text NOT NULL,
  city         text NOT NULL,
  county       text NOT NULL DEFAULT '',
  state_code   char(2) NOT NULL,
  zip          text NOT NULL CHECK (zip ~ '^[0-9]{5}(-[0-9]{4})?$'),
  is_primary   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_addresses_student_idx ON student_addresses (student_id);
CREATE UNIQUE INDEX student_addresses_primary_key ON student_addresses (student_id) WHERE is_primary;

CREATE TABLE student_phones (
  id            serial PRIMARY KEY,
  student_id    integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  phone_number  text NOT NULL CHECK (phone_number ~ '^[0-9]{10}$'),
  name          text,
  relation_type text NOT NULL DEFAULT 'Self',
  is_primary    boolean NOT NULL DEFAULT false,
  is_emergency  boolean NOT NULL DEFAULT false,
  is_textable   boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX student_phones_student_idx ON student_phones (student_id);
CREATE UNIQUE INDEX student_phones_primary_key ON student_phones (student_id) WHERE is_primary;

-- ---------------------------------------------------------------- passports, recovery codes, mailbox

-- One-time links. Only the SHA-256 of the value is stored; used_at is set when it is spent.
CREATE TABLE passports (
  id             serial PRIMARY KEY,
  token_hash     text NOT NULL UNIQUE,
  allowed_action text NOT NULL CHECK (allowed_action IN ('login', 'verify_email', 'reset_password')),
  email          text NOT NULL,
  student_id     integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX passports_student_idx ON passports (student_id);

-- "Forgot your email?": the students one search found; a reset may be asked for one of them only.
CREATE TABLE recovery_codes (
  code_hash   text PRIMARY KEY,
  student_ids integer[] NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

-- Every e-mail the API sends (there is no real mail server): read through /api/dev/mailbox.
CREATE TABLE mail_messages (
  id       serial PRIMARY KEY,
  to_email text NOT NULL,
  subject  text NOT NULL,
  body     text NOT NULL,
  links    jsonb NOT NULL DEFAULT '[]',
  sent_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_messages_to_idx ON mail_messages (to_email, id);

-- ---------------------------------------------------------------- what the student must attend to

-- Documents requiring the student's attention (the toolbar badge). required_action as in the spec.
CREATE TABLE student_required_documents (
  id              serial PRIMARY KEY,
  student_id      integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  code            text NOT NULL,
  title           text NOT NULL,
  required_action text NOT NULL CHECK (required_action IN ('survey', 'sign', 'upload', 'notify', 'form')),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, code)
);

-- A registration form started for a venue; its id is the spec's registrationInfoId.
CREATE TABLE registration_infos (
  id         serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  venue_type text NOT NULL CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id   integer NOT NULL,
  title      text NOT NULL,
  status     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'submitted', 'discarded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_infos_student_idx ON registration_infos (student_id, status);

-- ---------------------------------------------------------------- navigation log

CREATE TABLE navigation_actions (
  id                  serial PRIMARY KEY,
  -- The student the request acted as, and the signed-in one (differs while impersonating).
  student_id          integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  original_student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  type                text NOT NULL,
  action              text NOT NULL CHECK (action IN ('visit', 'view')),
  target              text NOT NULL,
  target_id           integer,
  target_path         text NOT NULL,
  target_type         text NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX navigation_actions_student_idx ON navigation_actions (student_id, created_at);
