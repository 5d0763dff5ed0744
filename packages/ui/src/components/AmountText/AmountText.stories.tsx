import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Localized } from '../../../../../.storybook/localized';
import { AmountText } from './AmountText';

/** What each story must show, per locale: the number part, without the symbol. */
const shown = {
  default: { fa: '۱٬۲۳۴٬۵۶۷٫۸۹۱', en: '1,234,567.891' },
  zero: { fa: '۰', en: '0' },
  long: { fa: '۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵٬۶۷۸٫۹۸۷', en: '123,456,789,012,345,678.987' },
} satisfies Record<string, Localized<string>>;

const meta = {
  title: 'UI/AmountText',
  component: AmountText,
  args: { value: '1234567.8919', symbol: 'USDT' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmountText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Truncated (1234567.8919 -> .891, never .892), grouped, Persian digits in fa. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(pick(shown.default, { globals }))).toBeInTheDocument();
    await expect(canvas.getByText('USDT')).toBeInTheDocument();
  },
};

export const Large: Story = {
  args: { size: 'large', value: '98500', symbol: 'IRT' },
};

export const Zero: Story = {
  args: { value: '0' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(shown.zero, { globals }))).toBeInTheDocument();
  },
};

/** Empty shows blank: no number and no lonely symbol. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('[data-empty]');
    await expect(amount).not.toBeNull();
    await expect(amount).toHaveTextContent(/^$/);
  },
};

/** Non-numeric text is shown as it is. */
export const NonNumeric: Story = {
  args: { value: 'N/A', symbol: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('N/A')).toBeInTheDocument();
  },
};

/** An 18-digit amount keeps every digit and wraps inside a 320 px screen. */
export const VeryLongNumberAt320: Story = {
  args: { value: '123456789012345678.98765', size: 'large' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(pick(shown.long, { globals }))).toBeInTheDocument();
    const frame = canvas.getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
