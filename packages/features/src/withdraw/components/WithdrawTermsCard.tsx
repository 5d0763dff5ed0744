import { AmountText, Card, DetailList, type DetailItem } from '@sarraf/ui';
import { compareDecimals } from '@sarraf/ui/format';
import { useTranslation } from 'react-i18next';
import type { WithdrawTerms } from '../api/getWithdrawTerms';
import '../i18n/registerWithdrawI18n';

export interface WithdrawTermsCardProps {
  /** The currency's terms (GET /api/wallet/withdraw-terms). */
  terms: WithdrawTerms;
  /** The unit amounts are shown in ("تومان", "USDT"). */
  unit: string;
  /** What arrives for the amount typed, or null while there is none to show. */
  received: string | null;
}

/**
 * The terms a person agrees to before confirming (minimum, fee, daily limit, what may still leave today,
 * the network) and what arrives for the amount typed.
 */
export function WithdrawTermsCard({ terms, unit, received }: WithdrawTermsCardProps) {
  const { t } = useTranslation('withdraw');
  const amount = (value: string) => <AmountText value={value} symbol={unit} />;
  const items: DetailItem[] = [
    { id: 'minimum', label: t('terms.minimum'), value: amount(terms.min_amount) },
    {
      id: 'fee',
      label: t('terms.fee'),
      value: compareDecimals(terms.fee, '0') === 0 ? t('terms.noFee') : amount(terms.fee),
    },
    { id: 'dailyLimit', label: t('terms.dailyLimit'), value: amount(terms.daily_limit) },
    { id: 'remainingToday', label: t('terms.remainingToday'), value: amount(terms.remaining_today) },
  ];
  if (terms.network) {
    items.push({ id: 'network', label: t('terms.network'), value: t('terms.networkValue') });
  }
  if (received !== null) {
    items.push({ id: 'received', label: t('terms.youReceive'), value: amount(received) });
  }
  return (
    <Card title={t('terms.title')}>
      <DetailList items={items} />
    </Card>
  );
}
