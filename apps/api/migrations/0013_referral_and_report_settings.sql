-- Settings of the referral and report features (issue 13): the share of their referrals' trading fees a
-- referrer earns, and how long a generated report is kept before it is deleted.
ALTER TABLE desk_settings
  ADD COLUMN referral_share_percent numeric NOT NULL DEFAULT 20
    CHECK (referral_share_percent >= 0 AND referral_share_percent <= 100
           AND referral_share_percent = round(referral_share_percent, 4)),
  ADD COLUMN report_retention_hours integer NOT NULL DEFAULT 72
    CHECK (report_retention_hours BETWEEN 1 AND 720);
