import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { MarketCard, type MarketCardProps } from './MarketCard';

// A Persian page names the currencies (تتر, تومان) where an English one shows their symbols.
const text = {
  fa: { name: 'تتر', pairLabel: 'تتر/تومان', quoteLabel: 'تومان', upLabel: 'افزایش', downLabel: 'کاهش' },
  en: { name: 'Tether', pairLabel: 'USDT/IRT', quoteLabel: 'IRT', upLabel: 'up', downLabel: 'down' },
} satisfies Localized<Partial<MarketCardProps>>;

/** The 24h change with the locale's digits and percent sign. */
const change = { fa: '۲٫۵٪', en: '2.5%' } satisfies Localized<string>;

const longName = {
  fa: { name: 'تتر (دلار دیجیتال پایدار شبکه‌های ترون، اتریوم و بایننس اسمارت چین)' },
  en: { name: 'Tether (the stable digital dollar on Tron, Ethereum and BNB Smart Chain)' },
} satisfies Localized<Partial<MarketCardProps>>;

const price = { fa: /۹۸٬۵۰۰٫۷۵/, en: /98,500\.75/ } satisfies Localized<RegExp>;

const meta = {
  title: 'UI/MarketCard',
  component: MarketCard,
  args: {
    ...text.fa,
    pair: 'USDT/IRT',
    baseSymbol: 'USDT',
    quoteSymbol: 'IRT',
    buyPrice: '98500.7519',
    priceChange: '2.5',
    onPress: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof MarketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rising price: marked up; pressing opens the pair. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toHaveAttribute('data-trend', 'up');
    await expect(card).toHaveAccessibleName(new RegExp(pick(text, { globals }).upLabel));
    await expect(card).toHaveTextContent(pick(price, { globals }));
    await expect(card).toHaveTextContent(pick(text, { globals }).pairLabel);
    await expect(card).toHaveTextContent(pick(text, { globals }).quoteLabel);
    await expect(card).toHaveTextContent(pick(change, { globals }));
    await userEvent.click(card);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Zero change is shown as down (spec: up only when priceChange is above 0). */
export const ZeroChangeIsDown: Story = {
  args: { priceChange: '0' },
  play: async ({ canvasElement, globals }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toHaveAttribute('data-trend', 'down');
    await expect(card).toHaveAccessibleName(new RegExp(pick(text, { globals }).downLabel));
  },
};

export const Falling: Story = {
  args: { priceChange: '-1.257' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-trend', 'down');
  },
};

const notes: Localized<{ note: string }> = { fa: { note: 'قیمت‌دهی متوقف' }, en: { note: 'Prices paused' } };

/** The desk gives no price now: the note sits under the pair, in the waiting colour, and is in the name. */
export const WithNote: Story = {
  decorators: [localizedArgs(notes)],
  play: async ({ canvasElement, globals }) => {
    const { note } = pick(notes, { globals });
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(new RegExp(note));
  },
};

/** Keyboard: Tab reaches the card, Enter and Space open the pair. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await expect(card).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).toBeDisabled();
    await userEvent.click(card, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Long name and an 18-digit price at 320 px: everything wraps, nothing overflows. */
export const LongTextAt320: Story = {
  args: { buyPrice: '123456789012345678.98765', priceChange: '12345.678' },
  decorators: [
    localizedArgs(longName),
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

/** Missing figures: no price and no change show blank, not "NaN". */
export const Empty: Story = {
  args: { buyPrice: '', priceChange: '' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('button');
    await expect(card).not.toHaveTextContent(/NaN|undefined|[%٪]/);
  },
};
