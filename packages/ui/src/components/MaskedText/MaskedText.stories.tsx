import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { MaskedText, type MaskedTextProps } from './MaskedText';

const accessible = {
  fa: { accessibleText: 'حساب با پایان ۹۰۱۲۳' },
  en: { accessibleText: 'Account ending in 90123' },
} satisfies Localized<Partial<MaskedTextProps>>;

const meta = {
  title: 'UI/MaskedText',
  component: MaskedText,
  args: { text: '6037991234567890123' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MaskedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An account number: first 8 and last 5 kept. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('60379912******90123')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('345678');
  },
};

/** Screen readers hear the given text instead of the asterisks. */
export const WithAccessibleText: Story = {
  decorators: [localizedArgs(accessible)],
  play: async ({ canvasElement, globals }) => {
    const masked = within(canvasElement).getByText('60379912******90123');
    await expect(masked).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByText(pick(accessible, { globals }).accessibleText),
    ).toBeInTheDocument();
  },
};

/** Text no longer than first + last is shown unmasked. */
export const Short: Story = {
  args: { text: '1234567890' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1234567890')).not.toHaveAttribute('data-masked');
  },
};

export const Empty: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent(/^$/);
  },
};

/** A long receipt link masks to many asterisks and wraps inside a 320 px screen. */
export const LongLinkAt320: Story = {
  args: {
    text: 'https://storage.sarraf.example/receipts/2024/03/20/deposit-receipt-000123456789-scan-final.jpg',
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame).toHaveTextContent(/^https:\/\/\*+l\.jpg$/);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
