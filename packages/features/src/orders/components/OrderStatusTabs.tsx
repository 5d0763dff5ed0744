import { Tabs } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatusFilter } from '../../entities/order';
import '../i18n/registerOrdersI18n';
import { ORDER_STATUS_FILTERS, statusFilterOf } from '../rules/statusFilter';

export interface OrderStatusTabsProps {
  value: OrderStatusFilter;
  onChange: (value: OrderStatusFilter) => void;
  /** The list of the chosen status: the chosen tab's panel. */
  children: ReactNode;
}

/**
 * All, Processing, Filled or Cancelled: which orders the list shows. Tabs rather than segments: the four
 * names do not fit a phone's width side by side, and a tab list scrolls sideways instead of breaking them.
 */
export function OrderStatusTabs({ value, onChange, children }: OrderStatusTabsProps) {
  const { t } = useTranslation('orders');
  return (
    <Tabs
      label={t('filter.label')}
      selectedKey={value}
      onSelectionChange={(next) => onChange(statusFilterOf(next))}
      items={ORDER_STATUS_FILTERS.map((id) => ({
        id,
        label: id === 'all' ? t('filter.all') : t(`status.${id}`),
        // Only the chosen tab's panel is rendered; the others are never shown.
        content: id === value ? children : null,
      }))}
    />
  );
}
