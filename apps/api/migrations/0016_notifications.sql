-- Notifications (modules/notifications): what happened to a person's money, identity or orders, written in
-- the same transaction as the event. Only the kind and its values are stored; title and body are rendered
-- in the person's language when read (and when mailed), so a change of language applies to old ones too.
-- The row is also the email's transactional outbox: email_status says where its mail stands.
CREATE TABLE notifications (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind              text NOT NULL CHECK (kind IN (
                      'deposit_approved', 'withdraw_paid', 'withdraw_rejected',
                      'verification_approved', 'verification_rejected',
                      'order_filled', 'order_awaiting_approval', 'order_awaiting_answer',
                      'order_rejected', 'order_expired')),
  params            jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(params) = 'object'),
  link              text CHECK (link IS NULL OR link LIKE '/%'),
  created_at        timestamptz NOT NULL,
  read_at           timestamptz,
  -- pending: to send; sending: claimed by a sender until email_due_at (then claimable again: the sender may
  -- have died); sent; failed: gave up after too many attempts.
  email_status      text NOT NULL DEFAULT 'pending'
                      CHECK (email_status IN ('pending', 'sending', 'sent', 'failed')),
  -- When the sender may (next) pick the row: creation, after a failure's back-off, or at a claim's expiry.
  email_due_at      timestamptz NOT NULL,
  email_attempts    integer NOT NULL DEFAULT 0 CHECK (email_attempts >= 0),
  email_sent_at     timestamptz,
  email_error       text,
  -- No check of read_at against created_at: two servers' clocks may differ by a little.
  CHECK ((email_status = 'sent') = (email_sent_at IS NOT NULL))
);

-- The person's list, newest first, and the unread badge.
CREATE INDEX notifications_user_newest ON notifications (user_id, id DESC);
CREATE INDEX notifications_user_unread ON notifications (user_id, id DESC) WHERE read_at IS NULL;
-- The sender's queue: only rows whose mail is still to go.
CREATE INDEX notifications_email_due ON notifications (email_due_at, id)
  WHERE email_status IN ('pending', 'sending');
