import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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

/** A 360 px phone, as Storybook's viewport: the narrow Android width the wallet and orders tabs must serve. */
const phone360 = {
  parameters: {
    viewport: {
      options: {
        phone360: { name: 'Phone 360x740', styles: { width: '360px', height: '740px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
} as const;

/** The frame around the tab list, which carries the fade cue. */
const listFrame = (canvasElement: HTMLElement) => within(canvasElement).getByRole('tablist').parentElement!;

/** Whether a tab is wholly inside the tab list's visible box. */
function isInSight(tab: HTMLElement, list: HTMLElement): boolean {
  const box = list.getBoundingClientRect();
  const tabBox = tab.getBoundingClientRect();
  return tabBox.left >= box.left - 1 && tabBox.right <= box.right + 1;
}

/**
 * Six tabs on a 360 px phone: the list scrolls, and the end where tabs are out of sight fades out (the
 * left in Persian, the right in English), so the hidden Portfolio and Markets tabs are not a surprise.
 */
export const Phone360: Story = {
  ...phone360,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(360);
    // Measured once the bundled font has drawn the labels (the first story of a run may start before).
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth), { timeout: 5000 });
    await waitFor(() => expect(listFrame(canvasElement)).toHaveAttribute('data-more-end'));
    await expect(listFrame(canvasElement)).not.toHaveAttribute('data-more-start');
    // The fade is drawn from inline-start to inline-end: towards the left in RTL.
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await expect(getComputedStyle(listFrame(canvasElement)).maskImage).toContain(
      rtl ? 'to left' : 'to right',
    );
  },
};

/**
 * The last tab selected on a 360 px phone: it is scrolled into view, and the fade moves to the start,
 * where the first tabs now are out of sight.
 */
export const Phone360SelectedAtEnd: Story = {
  ...phone360,
  args: { defaultSelectedKey: 'markets' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth), { timeout: 5000 });
    const selected = canvas.getByRole('tab', { selected: true });
    await expect(selected).toBe(canvas.getAllByRole('tab').at(-1));
    await waitFor(() => expect(isInSight(selected, list)).toBe(true));
    await waitFor(() => expect(listFrame(canvasElement)).toHaveAttribute('data-more-start'));
    await expect(listFrame(canvasElement)).not.toHaveAttribute('data-more-end');
  },
};

/** From the last tab back to the first by keyboard (Home): the list follows, and the fade returns to the end. */
export const Phone360BackToFirst: Story = {
  ...Phone360SelectedAtEnd,
  play: async (context) => {
    await Phone360SelectedAtEnd.play!(context);
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist');
    canvas.getByRole('tab', { selected: true }).focus();
    await userEvent.keyboard('{Home}');
    const first = canvas.getAllByRole('tab')[0]!;
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(isInSight(first, list)).toBe(true));
    await waitFor(() => expect(listFrame(canvasElement)).toHaveAttribute('data-more-end'));
    await expect(listFrame(canvasElement)).not.toHaveAttribute('data-more-start');
  },
};
