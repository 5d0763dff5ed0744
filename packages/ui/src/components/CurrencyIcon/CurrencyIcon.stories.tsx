import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { CurrencyIcon, type CurrencyIconProps } from './CurrencyIcon';

const labelled = {
  fa: { label: 'تتر' },
  en: { label: 'Tether' },
} satisfies Localized<Partial<CurrencyIconProps>>;

const meta = {
  title: 'UI/CurrencyIcon',
  component: CurrencyIcon,
  args: { currency: 'USDT' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencyIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from screen readers next to text that names the currency. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

/** With a label it is an image with that name. */
export const Labelled: Story = {
  decorators: [localizedArgs(labelled)],
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: pick(labelled, { globals }).label }),
    ).toBeInTheDocument();
  },
};

export const AllCurrenciesAndSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      {(['small', 'medium', 'large'] as const).map((size) =>
        ['USDT', 'IRT', 'BTC'].map((currency) => (
          <CurrencyIcon key={`${size}${currency}`} currency={currency} size={size} />
        )),
      )}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[data-currency]')).toHaveLength(9);
    const large = canvasElement.querySelectorAll('svg')[8];
    await expect(large?.getBoundingClientRect().width).toBe(48);
  },
};
