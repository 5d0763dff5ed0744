-- Failed password checks per email, counted only for requests whose captcha was valid (so nobody can lock a
-- person out with fake captchas). Shared by every server instance and kept across restarts.
CREATE TABLE login_lockouts (
  email        text PRIMARY KEY CHECK (email = lower(email) AND char_length(email) <= 254),
  failures     integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL
);
