import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: { label: 'در حال بارگذاری سفارش‌ها' },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'در حال بارگذاری سفارش‌ها' });
    // Indeterminate: no value is announced.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const LongText: Story = {
  args: { label: 'در حال دریافت فهرست کامل تراکنش‌های واریز و برداشت شما از سرور، لطفاً شکیبا باشید' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(
      'در حال دریافت فهرست کامل تراکنش‌های واریز و برداشت شما از سرور، لطفاً شکیبا باشید',
    );
  },
};
