import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Tabs, type TabsProps } from './Tabs';

const walletTabs = (labels: string[], panel: string) =>
  ['home', 'deposit', 'trade', 'withdraw', 'portfolio', 'markets'].map((id, index) => ({
    id,
    label: labels[index]!,
    content: <p>{`${panel}: ${labels[index]!}`}</p>,
  }));

const text = {
  fa: {
    label: 'کیف پول',
    items: walletTabs(['خانه', 'واریز', 'معامله', 'برداشت', 'دارایی‌ها', 'بازارها'], 'بخش'),
  },
  en: {
    label: 'Wallet',
    items: walletTabs(['Home', 'Deposit', 'Trade', 'Withdraw', 'Portfolio', 'Markets'], 'Section'),
  },
} satisfies Localized<Partial<TabsProps>>;

const longText = {
  fa: {
    label: 'رسید',
    items: [
      {
        id: 'transfers',
        label: 'انتقال‌های اختصاص‌یافته به این تراکنش',
        content: <p>۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵ تومان</p>,
      },
      { id: 'receipt', label: 'تصویر رسید واریز بانکی', content: <p>رسیدی برای نمایش وجود ندارد</p> },
    ],
  },
  en: {
    label: 'Receipt',
    items: [
      {
        id: 'transfers',
        label: 'Transfers assigned to this transaction',
        content: <p>123,456,789,012,345 IRT</p>,
      },
      { id: 'receipt', label: 'Bank deposit receipt image', content: <p>No receipt to show</p> },
    ],
  },
} satisfies Localized<Partial<TabsProps>>;

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { ...text.fa, onSelectionChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: t.label })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('tab', { name: t.items[3]!.label }));
    await expect(canvas.getByRole('tab', { name: t.items[3]!.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('withdraw');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(t.items[3]!.label);
  },
};

/** Arrow keys follow the reading direction: the next tab is on the left in Persian. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await userEvent.tab();
    await expect(tabs[0]).toHaveFocus();
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(tabs[1]).toHaveFocus();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('deposit');
    // The second tab sits after the first in the reading direction.
    const [first, second] = [tabs[0]!.getBoundingClientRect(), tabs[1]!.getBoundingClientRect()];
    await expect(rtl ? second.right <= first.left : second.left >= first.right).toBe(true);
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['trade', 'withdraw'] },
  play: async ({ canvasElement, args }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await userEvent.click(tabs[2]!);
    await expect(tabs[2]).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('trade');
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
};

/** Six tabs on the narrowest phone: the list scrolls instead of overflowing the page. */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    const last = within(canvasElement).getAllByRole('tab').at(-1)!;
    await userEvent.click(within(canvasElement).getAllByRole('tab')[0]!);
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
  },
};
