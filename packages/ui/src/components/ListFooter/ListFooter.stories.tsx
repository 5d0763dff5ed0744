import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { toLocaleDigits } from '../../format/localeDigits';
import { ListFooter, type ListFooterProps, type ListRange } from './ListFooter';

// What the app's translation would do: "{from}-{to} of {total}" with locale digits.
const range = {
  fa: {
    rangeText: ({ from, to, total }: ListRange) => toLocaleDigits(`${from}-${to} از ${total}`, 'fa'),
    loadMoreLabel: 'بیشتر',
    pendingLabel: 'در حال بارگذاری سفارش‌های بیشتر',
  },
  en: {
    rangeText: ({ from, to, total }: ListRange) => `${from}-${to} of ${total}`,
    loadMoreLabel: 'Load more',
    pendingLabel: 'Loading more orders',
  },
} satisfies Localized<Partial<ListFooterProps>>;

const shownRange = { fa: '۱-۳۰ از ۷۵', en: '1-30 of 75' } satisfies Localized<string>;

const meta = {
  title: 'UI/ListFooter',
  component: ListFooter,
  args: { ...range.fa, from: 1, to: 30, total: 75, onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(range),
  ],
} satisfies Meta<typeof ListFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(pick(shownRange, { globals }));
    await userEvent.click(canvas.getByRole('button', { name: pick(range, { globals }).loadMoreLabel }));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Loading the next page: the button keeps focus, shows a spinner and ignores presses. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** Holds the loaded range the way a list screen does. */
function PagedList(props: ListFooterProps) {
  const [to, setTo] = useState(30);
  return (
    <ListFooter
      {...props}
      from={1}
      to={to}
      total={75}
      onLoadMore={() => setTo((n) => Math.min(n + 30, 75))}
    />
  );
}

/** A real list: pages of 30 are appended until the last page, then the button goes away. */
export const LoadsUntilTheLastPage: Story = {
  render: (args) => <PagedList {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const label = pick(range, { globals }).loadMoreLabel;
    await userEvent.click(canvas.getByRole('button', { name: label }));
    await userEvent.click(canvas.getByRole('button', { name: label }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'en' ? '1-75 of 75' : '۱-۷۵ از ۷۵',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An empty list: "0-0 of 0" and no button. */
export const Empty: Story = {
  args: { from: 0, to: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const VeryLongNumbersAt320: Story = {
  args: { from: 123456789001, to: 123456789030, total: 987654321098765 },
  decorators: [
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
