import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { MarketPicker, type MarketOption, type MarketPickerProps } from './MarketPicker';

/**
 * A coloured disc with a white mark: a stand-in currency icon that needs no network. The mark is a shape,
 * not a letter: an SVG image cannot use the page's web fonts, so a letter would be drawn with whatever font
 * the machine has.
 */
function coin(mark: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${colour}"/><path d="${mark}" fill="white"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const tether = coin('M10 9h12v3h-4.5v11h-3V12H10z', '#146c2e');
const toman = coin('M9 14h14v4H9z', '#0b57b0');

const markets = {
  fa: [
    { name: 'تتر', pair: 'USDT/IRT', baseIcon: tether, quoteIcon: toman },
    { name: 'بیت‌کوین', pair: 'BTC/USDT' },
    { name: 'اتریوم', pair: 'ETH/USDT' },
  ],
  en: [
    { name: 'Tether', pair: 'USDT/IRT', baseIcon: tether, quoteIcon: toman },
    { name: 'Bitcoin', pair: 'BTC/USDT' },
    { name: 'Ethereum', pair: 'ETH/USDT' },
  ],
} satisfies Localized<MarketOption[]>;

const openerLabel = { fa: 'معامله', en: 'Trade' } satisfies Localized<string>;

/** Opener plus picker, as the bottom navigation's Trade item uses it. */
function MarketPickerDemo({ opener, ...props }: MarketPickerProps & { opener: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <MarketPicker
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </div>
  );
}

const text = {
  fa: {
    title: 'انتخاب بازار',
    closeLabel: 'بستن',
    searchLabel: 'جستجو با نام یا جفت‌ارز',
    clearSearchLabel: 'پاک کردن جستجو',
    emptyMessage: 'بازاری یافت نشد.',
    loadingLabel: 'در حال بارگذاری بازارها',
    markets: markets.fa,
  },
  en: {
    title: 'Choose a market',
    closeLabel: 'Close',
    searchLabel: 'Search by name or pair',
    clearSearchLabel: 'Clear search',
    emptyMessage: 'No market found.',
    loadingLabel: 'Loading markets',
    markets: markets.en,
  },
} satisfies Localized<Partial<MarketPickerProps>>;

const longMarkets = {
  fa: [
    {
      name: 'توکن حاکمیتی پروتکل وام‌دهی غیرمتمرکز با نام بسیار طولانی',
      pair: 'VERYLONGGOVERNANCETOKEN/USDT',
    },
    ...markets.fa,
  ],
  en: [
    {
      name: 'Governance token of a decentralised lending protocol with a very long name',
      pair: 'VERYLONGGOVERNANCETOKEN/USDT',
    },
    ...markets.en,
  ],
} satisfies Localized<MarketOption[]>;

const meta = {
  title: 'UI/MarketPicker',
  component: MarketPicker,
  args: { ...text.fa, isOpen: true, onOpenChange: fn(), onSelect: fn() },
  render: (args, context) => <MarketPickerDemo {...args} opener={openerLabel[storyLocale(context)]} />,
  decorators: [localizedArgs(text)],
  // The sheet is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof MarketPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pairs listed; React Aria renders the empty state as an option too, which has none. */
function options(sheet: HTMLElement) {
  return within(sheet)
    .queryAllByRole('option')
    .map((option) => option.textContent?.match(/[A-Z]+\/[A-Z]+/)?.[0])
    .filter(Boolean);
}

/** Search by (Persian or English) name, case-insensitively, then pick with the pointer. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t.title });
    await expect(options(sheet)).toHaveLength(3);
    const search = within(sheet).getByRole('searchbox', { name: t.searchLabel });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, globals.locale === 'en' ? 'BITC' : 'بیت');
    await waitFor(() => expect(options(sheet)).toEqual(['BTC/USDT']));
    await userEvent.click(within(sheet).getByRole('option'));
    await expect(args.onSelect).toHaveBeenCalledWith('BTC/USDT');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Search by pair in any spelling, move with the arrow keys from the search field, choose with Enter. */
export const FocusVisible: Story = {
  args: { isOpen: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const opener = within(canvasElement).getByRole('button', { name: pick(openerLabel, { globals }) });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title });
    const search = within(sheet).getByRole('searchbox');
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.keyboard('usdt');
    await waitFor(() => expect(options(sheet)).toHaveLength(3));
    await userEvent.clear(search);
    await userEvent.keyboard('eth-usdt');
    await waitFor(() => expect(options(sheet)).toEqual(['ETH/USDT']));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(sheet).getByRole('option')).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('ETH/USDT');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Nothing matches: the list says so instead of going blank. */
export const NoMatch: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const search = within(sheet).getByRole('searchbox');
    await userEvent.type(search, 'DOGE');
    await waitFor(() => expect(options(sheet)).toHaveLength(0));
    await expect(sheet).toHaveTextContent(t.emptyMessage);
    // The clear button brings every market back.
    await userEvent.click(within(sheet).getByRole('button', { name: t.clearSearchLabel }));
    await expect(search).toHaveValue('');
    await expect(options(sheet)).toHaveLength(3);
  },
};

export const Empty: Story = {
  decorators: [localizedArgs({ fa: { markets: [] }, en: { markets: [] } })],
  play: async ({ canvasElement, globals }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(sheet).toHaveTextContent(pick(text, { globals }).emptyMessage);
  },
};

export const Pending: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    // Looked up afresh on every try: under load a full run once saw the first spinner found replaced
    // (detached, so "not visible") before the assertion ran.
    await waitFor(() =>
      expect(
        within(body.getByRole('dialog')).getByRole('progressbar', {
          name: pick(text, { globals }).loadingLabel,
        }),
      ).toBeVisible(),
    );
    await expect(within(body.getByRole('dialog')).queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  decorators: [localizedArgs({ fa: { markets: longMarkets.fa }, en: { markets: longMarkets.en } })],
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const [first] = within(sheet).getAllByRole('option');
    await expect(first).toBeDefined();
    await expect(first!.scrollWidth).toBeLessThanOrEqual(first!.clientWidth);
  },
};
