import { formatAmount, holdsMoreThanShown, type DisplayLocale } from '@sarraf/ui/format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';

/**
 * The words that follow an amount shown cut to 3 decimals (spec section 5) when it holds more ("and a
 * fraction under 0.001"), or undefined when the figure shown is the whole amount: a person who bought
 * 130.203864 Tether sees 130.203 and must not think the rest is gone, nor that selling all of it pays 130.203.
 */
export function heldFractionText(value: string, t: TFunction, locale: DisplayLocale): string | undefined {
  return holdsMoreThanShown(value)
    ? t('common:amounts.fractionUnder', { rest: formatAmount('0.001', { locale }) })
    : undefined;
}

/** `heldFractionText` in the reader's language. */
export function useHeldFraction(): (value: string) => string | undefined {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (value) => heldFractionText(value, t, locale);
}
