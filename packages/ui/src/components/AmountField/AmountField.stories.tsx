import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { AmountField, type AmountFieldProps } from './AmountField';

const text = {
  fa: { label: 'مقدار', unit: 'تتر', maxLabel: 'حداکثر', description: 'موجودی: ۱٬۲۵۰٫۵ تتر' },
  en: { label: 'Amount', unit: 'USDT', maxLabel: 'Max', description: 'Balance: 1,250.5 USDT' },
} satisfies Localized<Partial<AmountFieldProps>>;

const insufficient = {
  fa: { errorMessage: 'موجودی تتر کافی نیست!' },
  en: { errorMessage: 'Insufficient USDT Balance!' },
} satisfies Localized<Partial<AmountFieldProps>>;

const longText = {
  fa: {
    label: 'مقدار تتری که می‌خواهید به کیف پول خارجی خود برداشت کنید (پس از کسر کارمزد شبکه)',
    description: 'حداقل مقدار برداشت ۱۰ تتر است و برداشت‌ها پس از تأیید کارشناس انجام می‌شوند.',
    unit: 'تومان',
  },
  en: {
    label: 'Amount of USDT you want to withdraw to your external wallet (after the network fee)',
    description:
      'The minimum withdrawal is 10 USDT, and withdrawals are made after an operator approves them.',
    unit: 'Toman',
  },
} satisfies Localized<Partial<AmountFieldProps>>;

/**
 * An amount as the field shows it on the story's page, from its English form: Persian digits and the
 * Persian thousands (٬) and decimal (٫) separators in fa.
 */
function shown(english: string, globals: Record<string, unknown>): string {
  if (globals.locale === 'en') return english;
  const persian: Record<string, string> = { ',': '\u066C', '.': '\u066B' };
  return english.replace(/[\d,.]/g, (char) => persian[char] ?? '۰۱۲۳۴۵۶۷۸۹'[Number(char)]!);
}

/** Replays a browser edit: the new text with `|` at the caret, then the input event. */
function browserEdit(input: HTMLInputElement, textWithCaret: string) {
  const caret = textWithCaret.indexOf('|');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, textWithCaret.replace('|', ''));
  input.setSelectionRange(caret, caret);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const meta = {
  title: 'UI/AmountField',
  component: AmountField,
  tags: ['autodocs'],
  args: { ...text.fa, name: 'amount', maxValue: '1250.5', maxDecimals: 3, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Digits of any script, grouped while typing and shown in the page's digits (Persian in fa); extra
 * decimals are refused; the value is a string of Latin digits.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: pick(text, { globals }).label,
    });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.click(input);
    await userEvent.keyboard('۱۲۳۴٫۵۶۷۸');
    await expect(input).toHaveValue(shown('1,234.567', globals));
    await expect(args.onChange).toHaveBeenLastCalledWith('1234.567');
    await expect(canvasElement.querySelector('input[type="hidden"][name="amount"]')).toHaveValue('1234.567');
    // Insert a digit in the middle as the browser does ("1,2|34.567" + "9"): the commas move and the
    // caret stays after the new digit. user-event keeps its own caret model for controlled inputs,
    // so the browser's edit is replayed directly here.
    browserEdit(input, shown('1,29|34.567', globals));
    await expect(input).toHaveValue(shown('12,934.567', globals));
    await expect(input.selectionStart).toBe(4);
    // A refused letter leaves value and caret as they were.
    browserEdit(input, shown('12,9x|34.567', globals));
    await expect(input).toHaveValue(shown('12,934.567', globals));
    await expect(input.selectionStart).toBe(4);
    // The focused look is FocusVisible's shot; this one shows the grouped value at rest.
    input.blur();
    await waitFor(() => expect(input.closest('[data-focus-within]')).toBeNull());
  },
};

export const Empty: Story = { args: { maxValue: undefined } };

/** The "max" action fills the given maximum, by pointer and by keyboard. */
export const MaxAction: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.click(canvas.getByRole('button', { name: pick(text, { globals }).maxLabel }));
    await expect(input).toHaveValue(shown('1,250.5', globals));
    await expect(args.onChange).toHaveBeenLastCalledWith('1250.5');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue(shown('1,250.5', globals));
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: '50' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '100' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), '5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InsufficientBalance: Story = {
  args: { defaultValue: '5000' },
  decorators: [localizedArgs(insufficient)],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(pick(insufficient, { globals }).errorMessage),
    );
  },
};

/** Whole numbers only (toman): the point is refused. */
export const WholeNumbers: Story = {
  args: { maxDecimals: 0, unit: 'IRT', maxValue: undefined },
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.click(input);
    await userEvent.keyboard('12.5');
    await expect(input).toHaveValue(shown('125', globals));
    await expect(args.onChange).toHaveBeenLastCalledWith('125');
  },
};

export const LongTextAndNumber: Story = {
  args: { defaultValue: '123456789012345678901234.567', maxValue: undefined },
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveValue(shown('123,456,789,012,345,678,901,234.567', globals));
    await expect(input.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Narrow320: Story = {
  args: { defaultValue: '98765432.1' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pick(text, { globals }).maxLabel });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** The balance error at 200% text size. */
export const InsufficientBalanceAtTextZoom200: Story = {
  ...InsufficientBalance,
  parameters: textZoom200,
  play: async (context) => {
    await InsufficientBalance.play?.(context);
    await expectFitsAtTextZoom(context.canvasElement);
  },
};
