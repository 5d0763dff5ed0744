import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { EmptyState, type EmptyStateProps } from './EmptyState';

const text = {
  fa: { title: 'هنوز سفارشی ندارید', description: 'اولین خرید یا فروش تتر شما اینجا نمایش داده می‌شود.' },
  en: { title: 'No orders yet', description: 'Your first USDT buy or sell will show up here.' },
} satisfies Localized<Partial<EmptyStateProps>>;

const actionLabel = { fa: 'شروع معامله', en: 'Start trading' } satisfies Localized<string>;

const longText = {
  fa: {
    title: 'هیچ تراکنشی در بازه زمانی انتخاب‌شده برای ارز و نوع تراکنش موردنظر شما پیدا نشد',
    description:
      'بازه زمانی را بزرگ‌تر کنید یا فیلترهای ارز و نوع تراکنش را بردارید؛ گزارش‌های اکسل فقط تراکنش‌های تأییدشده را شامل می‌شوند.',
  },
  en: {
    title: 'No transactions were found for the selected date range, currency and transaction type',
    description:
      'Widen the date range or remove the currency and type filters; Excel reports only include approved transactions.',
  },
} satisfies Localized<Partial<EmptyStateProps>>;

const onAction = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { ...text.fa },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: pick(text, { globals }).title }),
    ).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  render: (args, { globals }) => (
    <EmptyState {...args} action={<Button onPress={onAction}>{pick(actionLabel, { globals })}</Button>} />
  ),
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pick(actionLabel, { globals }) });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(2);
  },
};

export const TitleOnly: Story = {
  args: { description: undefined },
  decorators: [localizedArgs({ fa: { description: undefined }, en: { description: undefined } })],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('p')).toBeNull();
  },
};

export const LongTextAt320: Story = {
  decorators: [
    localizedArgs(longText),
    (Story) => (
      <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
