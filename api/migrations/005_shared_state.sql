-- 005: state every API instance must agree on, so that it lives here and not in one process's memory:
-- the sign-in throttles, the site lock, and the last use of each session (idle expiry).

-- ---------------------------------------------------------------- sessions

-- Refreshed at most once a minute by the requests the session makes; a session unused for the
-- school's idle time (sessions.idleTimeoutMinutes, 2 hours by default) is refused, on top of expires_at.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();

-- ---------------------------------------------------------------- sign-in throttles

-- Failed sign-ins (src/auth/login-limiter.ts), one row per throttled key:
--   (account, address) one account from one client address,
--   ('', address)      one client address, whatever the account,
--   (account, '')      one account, from any address.
-- `account` is the lower-case e-mail as typed (an unknown one too); `address` is the client address,
-- an IPv6 one as its /64. An attempt must wait until blocked_until; failures are forgotten some time
-- after last_failure_at, and stale rows are swept.
CREATE TABLE login_throttles (
  account         text NOT NULL DEFAULT '',
  address         text NOT NULL DEFAULT '',
  failures        integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  last_failure_at timestamptz,
  blocked_until   timestamptz,
  PRIMARY KEY (account, address),
  CHECK (account <> '' OR address <> '')
);
CREATE INDEX login_throttles_last_failure_idx ON login_throttles (last_failure_at);

-- ---------------------------------------------------------------- site lock

-- At most one row: the force-reload message every reply carries while it is set.
CREATE TABLE site_lock (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  lock_type text NOT NULL CHECK (lock_type = 'force_reload'),
  message   text NOT NULL,
  countdown integer NOT NULL CHECK (countdown > 0),
  set_at    timestamptz NOT NULL DEFAULT now()
);
