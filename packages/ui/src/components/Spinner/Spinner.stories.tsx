import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Spinner, type SpinnerProps } from './Spinner';

const text = {
  fa: { label: 'در حال بارگذاری سفارش‌ها' },
  en: { label: 'Loading orders' },
} satisfies Localized<Partial<SpinnerProps>>;

const longText = {
  fa: { label: 'در حال دریافت فهرست کامل تراکنش‌های واریز و برداشت شما از سرور، لطفاً شکیبا باشید' },
  en: { label: 'Fetching the full list of your deposits and withdrawals from the server, please be patient' },
} satisfies Localized<Partial<SpinnerProps>>;

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  args: text.fa,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const spinner = within(canvasElement).getByRole('progressbar', { name: pick(text, { globals }).label });
    // Indeterminate: no value is announced.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAccessibleName(
      pick(longText, { globals }).label,
    );
  },
};
