import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Localized } from '../../../../../.storybook/localized';
import { StatusBadge, statuses, type Status } from './StatusBadge';

const labels = {
  fa: {
    Approved: 'تأیید شده',
    Pending: 'در انتظار',
    Rejected: 'رد شده',
    Filled: 'انجام شده',
    Processing: 'در حال پردازش',
    Cancelled: 'لغو شده',
  },
  en: {
    Approved: 'Approved',
    Pending: 'Pending',
    Rejected: 'Rejected',
    Filled: 'Filled',
    Processing: 'Processing',
    Cancelled: 'Cancelled',
  },
} satisfies Localized<Record<Status, string>>;

const expected: Record<Status, { tone: string; icon: string }> = {
  Approved: { tone: 'positive', icon: 'check' },
  Pending: { tone: 'warning', icon: 'clock' },
  Rejected: { tone: 'critical', icon: 'cross' },
  Filled: { tone: 'positive', icon: 'check' },
  Processing: { tone: 'warning', icon: 'clock' },
  Cancelled: { tone: 'critical', icon: 'cross' },
};

const meta = {
  title: 'UI/StatusBadge',
  component: StatusBadge,
  args: { status: 'Approved', label: 'Approved' },
  argTypes: { status: { control: 'select', options: statuses } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status with its icon and tone: Approved check, Pending clock, Rejected cross, Filled success. */
export const AllStatuses: Story = {
  render: (_args, { globals }) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statuses.map((status) => (
        <StatusBadge key={status} status={status} label={pick(labels, { globals })[status]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    for (const status of statuses) {
      const badge = within(canvasElement).getByText(pick(labels, { globals })[status]).parentElement;
      await expect(badge).toHaveAttribute('data-tone', expected[status].tone);
      await expect(badge?.querySelector('svg')).toHaveAttribute('data-icon', expected[status].icon);
    }
  },
};

/** An order status the app does not know shows as cancelled (spec: "otherwise as cancelled"). */
export const UnknownShowsAsCancelled: Story = {
  render: (_args, { globals }) => (
    <StatusBadge status="Expired" label={globals.locale === 'en' ? 'Expired' : 'منقضی شده'} />
  ),
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-status="Expired"]');
    await expect(badge).toHaveAttribute('data-tone', 'critical');
    await expect(badge?.querySelector('svg')).toHaveAttribute('data-icon', 'cross');
  },
};

export const LongTextAt320: Story = {
  render: (_args, { globals }) => (
    <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
      <StatusBadge
        status="Pending"
        label={
          globals.locale === 'en'
            ? 'Pending approval by the administrator because the amount is above the limit'
            : 'در انتظار تأیید مدیر سامانه به دلیل بیشتر بودن مبلغ سفارش از سقف مجاز روزانه'
        }
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
