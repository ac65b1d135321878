-- 006: payments. Account charges (plain ones and payment plans with installments), payments and what
-- each paid, the idempotency record of every payment attempt, discount codes, the "how did you hear
-- about us" list of checkout, and the short-lived links to receipt and statement PDFs.
-- Money in these tables is integer cents (`*_cents`); the older tables keep numeric dollars.

-- ---------------------------------------------------------------- reference list

CREATE TABLE how_you_heard_options (
  id         serial PRIMARY KEY,
  title      text NOT NULL UNIQUE CHECK (btrim(title) <> ''),
  sort_order integer NOT NULL DEFAULT 0
);
INSERT INTO how_you_heard_options (title, sort_order) VALUES
  ('Search engine', 10), ('Social media', 20), ('A friend or family member', 30), ('School website', 40),
  ('Newspaper or radio', 50), ('Other', 60);

-- ---------------------------------------------------------------- charges

-- What the school charged a student. A plan (is_plan) is due by its installments; any other charge
-- by due_date (NULL: no due date, only a balance). prior_paid_cents is what was paid outside the
-- portal (at the office); paid = prior_paid_cents + the allocations of the portal's payments.
CREATE TABLE charges (
  id               serial PRIMARY KEY,
  student_id       integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  description      text NOT NULL CHECK (btrim(description) <> ''),
  charged_on       date NOT NULL DEFAULT current_date,
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  is_plan          boolean NOT NULL DEFAULT false,
  due_date         date,
  prior_paid_cents integer NOT NULL DEFAULT 0 CHECK (prior_paid_cents >= 0 AND prior_paid_cents <= amount_cents),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT is_plan OR due_date IS NULL)
);
CREATE INDEX charges_student_idx ON charges (student_id, charged_on);

-- A plan's schedule; paid money covers installments oldest first.
CREATE TABLE charge_installments (
  id           serial PRIMARY KEY,
  charge_id    integer NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
  due_date     date NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  UNIQUE (charge_id, due_date)
);

-- ---------------------------------------------------------------- payments

-- One payment through the portal (a checkout or account charges) or seeded history. Only the brand
-- and the last 4 digits of a card or bank account are kept: never a full number or security code.
CREATE TABLE payments (
  id                serial PRIMARY KEY,
  student_id        integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  paid_at           timestamptz NOT NULL DEFAULT now(),
  description       text NOT NULL,
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  source            text NOT NULL CHECK (source IN ('checkout', 'charges', 'office')),
  method_type       text NOT NULL CHECK (method_type IN ('credit-card', 'account-transfer', 'paypal', 'none')),
  -- For people: 'Visa ending 1111', 'Bank account ending 6789', 'PayPal'.
  method_label      text NOT NULL,
  card_brand        text,
  last4             text CHECK (last4 ~ '^[0-9]{4}$'),
  verification_code text NOT NULL UNIQUE,
  how_you_heard_id  integer REFERENCES how_you_heard_options (id) ON DELETE SET NULL
);
CREATE INDEX payments_student_idx ON payments (student_id, paid_at);

CREATE TABLE payment_allocations (
  payment_id   integer NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  charge_id    integer NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (payment_id, charge_id)
);
CREATE INDEX payment_allocations_charge_idx ON payment_allocations (charge_id);

-- The payment a checkout enrollment was bought with.
ALTER TABLE enrollments ADD COLUMN payment_id integer REFERENCES payments (id) ON DELETE SET NULL;

-- ---------------------------------------------------------------- idempotency

-- One row per (student, idempotency key): claimed with INSERT ... ON CONFLICT DO NOTHING before
-- anything is charged, so that the unique key is the lock across every API instance. The fingerprint
-- is a SHA-256 of the canonical request with card and bank numbers reduced to their last 4 digits and
-- the security code left out. response: { ok: true, data } or { ok: false, status, code, message, data },
-- replayed for the same key.
CREATE TABLE payment_attempts (
  id                  serial PRIMARY KEY,
  student_id          integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  idempotency_key     text NOT NULL,
  operation           text NOT NULL CHECK (operation IN ('checkout', 'charges')),
  request_fingerprint text NOT NULL,
  status              text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'succeeded', 'failed')),
  response            jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, idempotency_key),
  CHECK ((status = 'processing') = (response IS NULL))
);

-- ---------------------------------------------------------------- discount codes

-- A code is matched in any case. venue_type and venue_id NULL: any item of the cart. Exactly one of
-- amount_off_cents and percent_off. Valid through expires_on (NULL: no end).
CREATE TABLE discount_codes (
  id               serial PRIMARY KEY,
  code             text NOT NULL CHECK (code = btrim(code) AND code <> ''),
  venue_type       text CHECK (venue_type IN ('CLASS', 'PATH')),
  venue_id         integer,
  amount_off_cents integer CHECK (amount_off_cents > 0),
  percent_off      numeric(5, 2) CHECK (percent_off > 0 AND percent_off <= 100),
  expires_on       date,
  CHECK ((amount_off_cents IS NULL) <> (percent_off IS NULL)),
  CHECK ((venue_type IS NULL) = (venue_id IS NULL))
);
CREATE UNIQUE INDEX discount_codes_code_key ON discount_codes (lower(code));

-- ---------------------------------------------------------------- receipt and statement links

-- A capability URL (/api/files/<token>) for one student's receipt or statement, for 10 minutes: a new
-- browser tab cannot send the bearer token. Only the SHA-256 of the token is stored.
CREATE TABLE file_links (
  token_hash text PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('receipt', 'statement')),
  payment_id integer REFERENCES payments (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  CHECK ((kind = 'receipt') = (payment_id IS NOT NULL))
);
CREATE INDEX file_links_expires_idx ON file_links (expires_at);
