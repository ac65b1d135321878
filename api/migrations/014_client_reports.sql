-- 014: what the shell reports about the remotes it runs (POST /portal/reports, an extension; the
-- reports area): a remote that failed to load or render, a call that failed on its page, and web vitals.
-- `pnpm report:errors` reads them through GET /api/operator/reports.
--
-- Never personal data: no client address, user agent, token or student, only what the contract carries
-- (the page is a route pattern, the message is scrubbed in the browser).
CREATE TABLE client_reports (
  id          bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  kind        text NOT NULL CHECK (kind IN ('load', 'render', 'call', 'vital')),
  remote      text NOT NULL,
  version     text NOT NULL,
  page        text NOT NULL,
  message     text,
  metric      text CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value       double precision
);
CREATE INDEX client_reports_received_idx ON client_reports (received_at);

-- The reports each client address sent in the last minute (src/areas/reports/services/report-limiter.ts):
-- one row per accepted request, here so that every API instance counts the same. `address` is the
-- client address as the sign-in throttles key it (an IPv6 one as its /64); rows older than the minute
-- are deleted as the address sends again, and swept.
CREATE TABLE client_report_quota (
  address     text NOT NULL,
  received_at timestamptz NOT NULL,
  reports     integer NOT NULL CHECK (reports > 0)
);
CREATE INDEX client_report_quota_address_idx ON client_report_quota (address, received_at);
