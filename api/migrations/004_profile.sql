-- 004: profile. The reference lists of the phone-contact and address editors, the rules those editors
-- keep on the phones and addresses that 002 created, profile photos, and contact-form messages.

-- ---------------------------------------------------------------- reference lists

-- Who owns a number that is not the student's own. 'Self' is not a relation: it marks own numbers.
CREATE TABLE contact_relations (
  id         serial PRIMARY KEY,
  label      text NOT NULL UNIQUE CHECK (btrim(label) <> '' AND lower(label) <> 'self'),
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO contact_relations (label, sort_order) VALUES
  ('Mother', 10), ('Father', 20), ('Guardian', 30), ('Spouse', 40), ('Partner', 50), ('Sibling', 60),
  ('Grandparent', 70), ('Relative', 80), ('Friend', 90), ('Employer', 100), ('Other', 110);

CREATE TABLE address_types (
  id         serial PRIMARY KEY,
  label      text NOT NULL UNIQUE CHECK (btrim(label) <> ''),
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO address_types (label, sort_order) VALUES
  ('Home', 10), ('Mailing', 20), ('Work', 30), ('Billing', 40), ('Other', 50);

-- ---------------------------------------------------------------- phones and addresses (from 002)

-- An address's type is one of the list (002 stores its label; 'Home' by default).
ALTER TABLE student_addresses
  ADD CONSTRAINT student_addresses_type_fkey FOREIGN KEY (address_type) REFERENCES address_types (label)
    ON UPDATE CASCADE;

-- The spec's phone rules: an own number (relation 'Self', any case) is never an emergency contact;
-- someone else's number is never primary and names its owner and their relation.
ALTER TABLE student_phones
  ADD COLUMN contact_type text NOT NULL DEFAULT 'Mobile',
  ADD CONSTRAINT student_phones_own_rules CHECK (
    CASE WHEN lower(relation_type) = 'self'
      THEN NOT is_emergency
      ELSE NOT is_primary AND name IS NOT NULL AND btrim(name) <> ''
    END
  );

-- ---------------------------------------------------------------- photos and messages

-- A student's photo. photo_key changes with every upload, so its URL (students.photo_url) can be
-- cached for good and is not guessable.
CREATE TABLE student_photos (
  student_id   integer PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
  photo_key    text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  data         bytea NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- The /contact form. student_id is set when a signed-in student sent it.
CREATE TABLE contact_messages (
  id         serial PRIMARY KEY,
  student_id integer REFERENCES students (id) ON DELETE SET NULL,
  email      text NOT NULL,
  name       text NOT NULL,
  comment    text NOT NULL,
  phone      text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
