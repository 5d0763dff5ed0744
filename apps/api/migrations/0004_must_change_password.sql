-- An account made with a one-time password (the admin:create command) must set its own before anything else.
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
