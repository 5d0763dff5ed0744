import type { FieldMessage } from '../../errors/DomainError.js';
import type { components } from '../../generated/schema.gen.js';
import { compareDecimals } from '../../money/decimal.js';

type Update = components['schemas']['SettingsUpdate'];

const WHOLE = /^(0|[1-9][0-9]*)$/;

/**
 * What the schema cannot say about a settings update: fee tiers start at 0 and rise, a fee is below 100% (a
 * trade must leave something to receive), a referral share at most 100%, a withdrawal fee is below its minimum, Toman amounts are whole, each currency once.
 */
export function settingsErrors(update: Update): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  const tiers = update.fee_tiers ?? [];
  if (tiers.length > 0 && tiers[0]!.min_volume !== '0')
    errors['fee_tiers.0.min_volume'] = ['settings.firstTierFromZero'];
  tiers.forEach((tier, index) => {
    if (index > 0 && compareDecimals(tier.min_volume, tiers[index - 1]!.min_volume) <= 0)
      errors[`fee_tiers.${index}.min_volume`] = ['settings.tiersRise'];
    if (compareDecimals(tier.fee_percent, '100') >= 0)
      errors[`fee_tiers.${index}.fee_percent`] = ['settings.feeBelowHundred'];
  });
  if (
    update.referral_share_percent !== undefined &&
    compareDecimals(update.referral_share_percent, '100') > 0
  )
    errors['referral_share_percent'] = ['settings.shareAtMostHundred'];
  // A guard of 0 would refuse every quote whose price moved at all; past these bounds it guards nothing.
  const guards = update.trading_guards ?? {};
  for (const [field, most] of [
    ['quote_guard_percent', '50'],
    ['price_confirm_percent', '100'],
    ['feed_divergence_percent', '50'],
  ] as const) {
    const value = guards[field];
    if (value === undefined) continue;
    if (compareDecimals(value, '0') <= 0) errors[`trading_guards.${field}`] = ['settings.positive'];
    else if (compareDecimals(value, most) > 0)
      errors[`trading_guards.${field}`] = [['settings.percentAtMost', { limit: most }]];
  }
  const seen = new Set<string>();
  (update.withdraw_terms ?? []).forEach((terms, index) => {
    const at = `withdraw_terms.${index}`;
    if (seen.has(terms.currency)) errors[`${at}.currency`] = ['settings.currencyTwice'];
    seen.add(terms.currency);
    if (terms.currency === 'IRT') {
      for (const field of ['min_amount', 'fee'] as const)
        if (!WHOLE.test(terms[field])) errors[`${at}.${field}`] = ['wallet.wholeToman'];
    }
    if (compareDecimals(terms.min_amount, '0') <= 0) errors[`${at}.min_amount`] = ['settings.positive'];
    if (compareDecimals(terms.fee, terms.min_amount) >= 0) errors[`${at}.fee`] = ['settings.feeBelowMinimum'];
  });
  return errors;
}
