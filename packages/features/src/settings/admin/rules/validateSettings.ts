// No styles, no React: runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal } from '@sarraf/ui/format';
import { checkIban } from '../../../entities/destination';
import type { AccountLimitRow, SettingsField, SettingsValues, WithdrawTermsRow } from './settingsValues';

type Problems = Partial<Record<SettingsField, string>>;

const KEY = 'settings.validation';

/** The contract's BankAccountInput: holder 1..60 characters, account number 4..30 digits or dashes. */
const MAX_HOLDER_LENGTH = 60;
const ACCOUNT_NUMBER = /^[0-9-]{4,30}$/;
/** The contract's Percent: up to 4 decimals. */
const PERCENT = /^[0-9]+(\.[0-9]{1,4})?$/;

/**
 * The desk's settings rules, as the contract and the server state them: every amount given, Toman whole
 * (the inputs take no decimals), a withdrawal's fee below its minimum, each limit's month at least its
 * day, quotes valid 5 to 300 seconds, orders awaiting approval 5 minutes to 7 days, a referrer's share
 * 0 to 100% (4 decimals at most), reports kept 1 to 720 hours, withdrawal holds and secure-withdrawal waits 1 to 720 hours and freeze links 1 to 168, fee tiers from 0 and rising. Answers a message key of the admin namespace per refused field; the server's word (a bank code it
 * does not know) still comes as a 422.
 */
export function validateSettings(values: SettingsValues): Problems {
  const problems: Problems = {};
  if (!isDecimal(values.approval_limit)) problems.approval_limit = `${KEY}.approvalLimitRequired`;
  const seconds = values.quote_valid_seconds;
  if (!/^[0-9]{1,3}$/.test(seconds) || Number(seconds) < 5 || Number(seconds) > 300) {
    problems.quote_valid_seconds = `${KEY}.quoteValidityRange`;
  }
  const minutes = values.approval_timeout_minutes;
  if (!/^[0-9]{1,5}$/.test(minutes) || Number(minutes) < 5 || Number(minutes) > 10080) {
    problems.approval_timeout_minutes = `${KEY}.approvalTimeoutRange`;
  }
  const share = values.referral_share_percent;
  if (!PERCENT.test(share) || compareDecimals(share, '100') > 0) {
    problems.referral_share_percent = `${KEY}.referralShareRange`;
  }
  const hours = values.report_retention_hours;
  if (!/^[0-9]{1,3}$/.test(hours) || Number(hours) < 1 || Number(hours) > 720) {
    problems.report_retention_hours = `${KEY}.reportRetentionRange`;
  }
  const withinHours = (value: string, most: number) =>
    /^[0-9]{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= most;
  if (!withinHours(values.withdrawal_hold_hours, 720))
    problems.withdrawal_hold_hours = `${KEY}.withdrawalHoldRange`;
  if (!withinHours(values.secure_withdrawal_wait_hours, 720))
    problems.secure_withdrawal_wait_hours = `${KEY}.secureWaitRange`;
  if (!withinHours(values.freeze_link_hours, 168)) problems.freeze_link_hours = `${KEY}.freezeLinkRange`;
  Object.assign(problems, guardProblems(values));
  values.bank_accounts.forEach((account, index) => {
    const at = `bank_accounts.${index}` as const;
    const holder = account.holder.trim();
    if (!holder) problems[`${at}.holder`] = `${KEY}.holderRequired`;
    else if ([...holder].length > MAX_HOLDER_LENGTH) problems[`${at}.holder`] = `${KEY}.holderTooLong`;
    if (!ACCOUNT_NUMBER.test(account.account_number.trim())) {
      problems[`${at}.account_number`] = `${KEY}.accountNumberFormat`;
    }
    const { status } = checkIban(account.iban);
    if (status === 'checksum') problems[`${at}.iban`] = `${KEY}.ibanChecksum`;
    else if (status !== 'valid') problems[`${at}.iban`] = `${KEY}.ibanFormat`;
  });
  values.withdraw_terms.forEach((terms, index) => Object.assign(problems, termsProblems(terms, index)));
  values.account_limits.forEach((limit, index) => Object.assign(problems, limitProblems(limit, index)));
  Object.assign(problems, tierProblems(values.fee_tiers));
  return problems;
}

/**
 * The price guards as the server checks them: each percent above 0 (4 decimals at most) and at most 50 (the
 * far-price confirmation at most 100); a reference may be 5 to 3,600 seconds old.
 */
function guardProblems(values: SettingsValues): Problems {
  const problems: Problems = {};
  const percentWithin = (value: string, most: string) =>
    PERCENT.test(value) && compareDecimals(value, '0') > 0 && compareDecimals(value, most) <= 0;
  if (!percentWithin(values.quote_guard_percent, '50'))
    problems.quote_guard_percent = `${KEY}.quoteGuardRange`;
  if (!percentWithin(values.price_confirm_percent, '100'))
    problems.price_confirm_percent = `${KEY}.priceConfirmRange`;
  if (!percentWithin(values.feed_divergence_percent, '50'))
    problems.feed_divergence_percent = `${KEY}.feedDivergenceRange`;
  const age = values.feed_max_age_seconds;
  if (!/^[0-9]{1,4}$/.test(age) || Number(age) < 5 || Number(age) > 3600)
    problems.feed_max_age_seconds = `${KEY}.feedMaxAgeRange`;
  return problems;
}

function termsProblems(terms: WithdrawTermsRow, index: number): Problems {
  const at = `withdraw_terms.${index}` as const;
  const problems: Problems = {};
  const given = (value: string) => isDecimal(value);
  if (!given(terms.min_amount)) problems[`${at}.min_amount`] = `${KEY}.amountRequired`;
  else if (compareDecimals(terms.min_amount, '0') <= 0) problems[`${at}.min_amount`] = `${KEY}.minPositive`;
  if (!given(terms.fee)) problems[`${at}.fee`] = `${KEY}.amountRequired`;
  // Compared only with a minimum that is itself acceptable: one message per cause.
  if (problems[`${at}.min_amount`]) return problems;
  if (!problems[`${at}.fee`] && compareDecimals(terms.fee, terms.min_amount) >= 0) {
    problems[`${at}.fee`] = `${KEY}.feeBelowMinimum`;
  }
  return problems;
}

/** Each limit's day and month given and above zero, the month at least the day (as the server checks). */
function limitProblems(limit: AccountLimitRow, index: number): Problems {
  const at = `account_limits.${index}` as const;
  const problems: Problems = {};
  for (const field of ['daily', 'monthly'] as const) {
    const value = limit[field];
    if (!isDecimal(value)) problems[`${at}.${field}`] = `${KEY}.amountRequired`;
    else if (compareDecimals(value, '0') <= 0) problems[`${at}.${field}`] = `${KEY}.limitPositive`;
  }
  if (
    !problems[`${at}.daily`] &&
    !problems[`${at}.monthly`] &&
    compareDecimals(limit.monthly, limit.daily) < 0
  )
    problems[`${at}.monthly`] = `${KEY}.monthBelowDay`;
  return problems;
}

function tierProblems(tiers: SettingsValues['fee_tiers']): Problems {
  const problems: Problems = {};
  if (tiers.length === 0) {
    problems.fee_tiers = `${KEY}.tiersRequired`;
    return problems;
  }
  tiers.forEach((tier, index) => {
    const at = `fee_tiers.${index}` as const;
    if (!isDecimal(tier.fee_percent)) problems[`${at}.fee_percent`] = `${KEY}.feePercentRequired`;
    if (!isDecimal(tier.min_volume)) {
      problems[`${at}.min_volume`] = `${KEY}.volumeRequired`;
      return;
    }
    if (index === 0) {
      if (compareDecimals(tier.min_volume, '0') !== 0)
        problems[`${at}.min_volume`] = `${KEY}.firstTierFromZero`;
      return;
    }
    const previous = tiers[index - 1]!.min_volume;
    if (isDecimal(previous) && compareDecimals(tier.min_volume, previous) <= 0) {
      problems[`${at}.min_volume`] = `${KEY}.tiersRise`;
    }
  });
  return problems;
}
