-- Captcha solutions already used (server/auth/altcha-guard.ts): one solved challenge counts once across
-- every server on this database, not once per server. A row lives until its challenge expires (10 minutes).
CREATE TABLE used_captcha_solutions (
  signature  text COLLATE "C" PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_captcha_solutions_expiry ON used_captcha_solutions (expires_at);
