-- 010: registration (spec 2.1, 2.2, 3, 4.1, 5.1, 7.1). The school's registration forms and their fields,
-- what a student typed into one (registration_infos, 002, is the student's copy of a form for one
-- venue), the signature recorded for those values, the submission, and the no-cost forms of classes.
-- A registration fee is paid through the payments tables (006) as a checkout is: a charge of the
-- student's account, the payment that paid it, its idempotency record.

-- ---------------------------------------------------------------- the school's forms

-- classes.registration_form_id and pathways.registration_form_id (001) name one of these. No foreign
-- key: a venue may name a form the school has not published yet, and the API answers that it is not
-- available. fee_type as in spec 3: 'none' (nothing paid online), 'service' (the registration fee
-- below), 'full' (the venue's total price). Instructions are the school's HTML, shown sanitized.
CREATE TABLE registration_forms (
  id                     integer PRIMARY KEY CHECK (id > 0),
  title                  text NOT NULL CHECK (btrim(title) <> ''),
  fee_type               text NOT NULL DEFAULT 'none' CHECK (fee_type IN ('none', 'service', 'full')),
  registration_fee_cents integer NOT NULL DEFAULT 0 CHECK (registration_fee_cents >= 0),
  fee_required           boolean NOT NULL DEFAULT false,
  instructions_html      text,
  post_instructions_html text
);

-- One field of a form (its id is the spec's studentRegistrationFieldId). control_type as in the spec's
-- table (0 text ... 16 fee dismissal). Fields are shown by group_order (control_group is the group's
-- heading), then sort_order. options: a dropdown's, a list's or a checkbox's choices, in order. mask:
-- 'ssn' (9 digits), 'dob' or 'birthday' (a date of birth), or NULL.
CREATE TABLE registration_form_fields (
  id            serial PRIMARY KEY,
  form_id       integer NOT NULL REFERENCES registration_forms (id) ON DELETE CASCADE,
  control_type  smallint NOT NULL CHECK (control_type BETWEEN 0 AND 16),
  label         text NOT NULL,
  control_group text NOT NULL DEFAULT '',
  group_order   integer NOT NULL DEFAULT 0,
  options       text[] NOT NULL DEFAULT '{}',
  description   text,
  mask          text,
  is_required   boolean NOT NULL DEFAULT false,
  sort_order    integer NOT NULL DEFAULT 0
);
CREATE INDEX registration_form_fields_form_idx ON registration_form_fields (form_id, group_order, sort_order, id);

-- ---------------------------------------------------------------- the student's copy

-- 'open': made when the student first opens a venue's form and not saved yet. It is no pending form:
-- the header's badge and browse's registrationInfoId read 'pending' only, so a form merely looked at
-- never asks for attention. Save makes it 'pending'; submit 'submitted'; discard 'discarded' (for good:
-- opening the venue's form again starts a new row). form_id: the form the row was opened with (NULL
-- for rows made before this migration: the venue's form).
ALTER TABLE registration_infos DROP CONSTRAINT registration_infos_status_check;
ALTER TABLE registration_infos
  ADD CONSTRAINT registration_infos_status_check
    CHECK (status IN ('open', 'pending', 'submitted', 'discarded')),
  ADD COLUMN form_id integer REFERENCES registration_forms (id);
-- One form in progress per student and venue, whichever API instance opens it.
CREATE UNIQUE INDEX registration_infos_in_progress_key ON registration_infos (student_id, venue_type, venue_id)
  WHERE status IN ('open', 'pending');

-- A field's value, as JSON text: a string, a whole number (a checkbox's option, a contact or address
-- id) or a list of strings (registration.ts, fieldValueSchema). No row: no value.
CREATE TABLE registration_values (
  registration_info_id integer NOT NULL REFERENCES registration_infos (id) ON DELETE CASCADE,
  field_id             integer NOT NULL REFERENCES registration_form_fields (id) ON DELETE CASCADE,
  value_json           text NOT NULL,
  updated_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (registration_info_id, field_id)
);
CREATE INDEX registration_values_field_idx ON registration_values (field_id);

-- Sign (spec 4.1): the SHA-256 of the form's values as they were signed. A submit whose values hash to
-- anything else was changed after signing and must be signed again.
CREATE TABLE registration_signatures (
  registration_info_id integer PRIMARY KEY REFERENCES registration_infos (id) ON DELETE CASCADE,
  values_hash          text NOT NULL CHECK (values_hash ~ '^[0-9a-f]{64}$'),
  signed_at            timestamptz NOT NULL DEFAULT now()
);

-- What was submitted: the values with their labels as the form was then (values_json), their hash,
-- the fee and how it was settled, the refund policy agreed to, and the enrollment it made. A fee paid
-- online has payment_id (and charge_id, the charge it paid); a fee charged to the student's account
-- (Charge My Account) has charge_id only, left to pay.
CREATE TABLE registration_submissions (
  registration_info_id integer PRIMARY KEY REFERENCES registration_infos (id) ON DELETE CASCADE,
  form_id              integer NOT NULL REFERENCES registration_forms (id),
  values_json          text NOT NULL,
  values_hash          text NOT NULL CHECK (values_hash ~ '^[0-9a-f]{64}$'),
  cost_cents           integer NOT NULL DEFAULT 0 CHECK (cost_cents >= 0),
  fee_dismissed        boolean NOT NULL DEFAULT false,
  refund_policy_id     integer REFERENCES refund_policies (id) ON DELETE SET NULL,
  refund_policy_agreed boolean NOT NULL DEFAULT false,
  payment_method       text NOT NULL DEFAULT 'none'
    CHECK (payment_method IN ('none', 'credit-card', 'account-transfer', 'paypal', 'student-credit')),
  payment_id           integer REFERENCES payments (id) ON DELETE SET NULL,
  charge_id            integer REFERENCES charges (id) ON DELETE SET NULL,
  verification_code    text,
  enrollment_id        integer REFERENCES enrollments (id) ON DELETE SET NULL,
  submitted_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registration_submissions_payment_idx ON registration_submissions (payment_id);
CREATE INDEX registration_submissions_charge_idx ON registration_submissions (charge_id);
CREATE INDEX registration_submissions_enrollment_idx ON registration_submissions (enrollment_id);

-- ---------------------------------------------------------------- enrollments and payments

-- 'registered': a submitted registration form holds a seat and is listed with the student's
-- enrollments, but the school has not accepted it yet. Browse shows the venue as 'Registered' (from the
-- submitted registration_infos row), not 'Enrolled': its enrolled fact counts 'enrolled' and
-- 'completed' only.
ALTER TABLE enrollments DROP CONSTRAINT enrollments_status_check;
ALTER TABLE enrollments
  ADD CONSTRAINT enrollments_status_check CHECK (status IN ('enrolled', 'completed', 'dropped', 'registered'));

ALTER TABLE payments DROP CONSTRAINT payments_source_check;
ALTER TABLE payments
  ADD CONSTRAINT payments_source_check CHECK (source IN ('checkout', 'charges', 'office', 'registration'));

ALTER TABLE payment_attempts DROP CONSTRAINT payment_attempts_operation_check;
ALTER TABLE payment_attempts
  ADD CONSTRAINT payment_attempts_operation_check CHECK (operation IN ('checkout', 'charges', 'registration'));

-- ---------------------------------------------------------------- no-cost forms

-- Spec 2.2: what a no-cost class shows before the student enrolls (HTML shown sanitized). A 'nocost'
-- class without a row shows a plain form of its own title.
CREATE TABLE no_cost_forms (
  class_id    integer PRIMARY KEY REFERENCES classes (id) ON DELETE CASCADE,
  title       text NOT NULL CHECK (btrim(title) <> ''),
  body_html   text NOT NULL,
  submit_text text NOT NULL CHECK (btrim(submit_text) <> '')
);
