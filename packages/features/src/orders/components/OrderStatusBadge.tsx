import { StatusBadge } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../entities/order';
import '../i18n/registerOrdersI18n';

/**
 * An order's status as icon and words: Filled as success, Processing as pending, anything else as
 * cancelled (spec section 2; the ui badge shows an unknown status as cancelled too).
 */
export function OrderStatusBadge({ status }: { status: Order['status'] }) {
  const { t } = useTranslation('orders');
  return <StatusBadge status={status} label={t(`status.${status}`, { defaultValue: status })} />;
}
