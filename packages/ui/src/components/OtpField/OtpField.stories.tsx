import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { OtpField, type OtpFieldProps } from './OtpField';

const text = {
  fa: {
    label: 'کد تأیید',
    cellLabel: (n: number, total: number) =>
      `رقم ${n.toLocaleString('fa-IR')} از ${total.toLocaleString('fa-IR')}`,
  },
  en: {
    label: 'Verification code',
    cellLabel: (n: number, total: number) => `Digit ${n} of ${total}`,
  },
} satisfies Localized<Partial<OtpFieldProps>>;

const invalid = {
  fa: { errorMessage: 'لطفاً یک کد ۶ رقمی معتبر وارد کنید' },
  en: { errorMessage: 'Please enter a valid 6-digit code' },
} satisfies Localized<Partial<OtpFieldProps>>;

const longText = {
  fa: {
    label: 'کد تأییدی را که به نشانی ایمیل شما فرستاده شد وارد کنید؛ این کد تا دو دقیقه معتبر است',
    description: 'اگر ایمیل را نمی‌بینید، پوشه هرزنامه را هم بررسی کنید و سپس دوباره درخواست کد بدهید.',
  },
  en: {
    label: 'Enter the verification code that was sent to your email address; it is valid for two minutes',
    description: "If you can't find the email, check your spam folder too, then ask for a new code.",
  },
} satisfies Localized<Partial<OtpFieldProps>>;

const meta = {
  title: 'UI/OtpField',
  component: OtpField,
  tags: ['autodocs'],
  args: { ...text.fa, name: 'code', onChange: fn(), onComplete: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof OtpField>;

export default meta;
type Story = StoryObj<typeof meta>;

function cellsOf(canvasElement: HTMLElement) {
  return within(canvasElement).getAllByRole<HTMLInputElement>('textbox');
}

/** Latin digits as the cells show them: Persian digits on a Persian page. */
function shown(latin: string, globals: Record<string, unknown>) {
  return globals.locale === 'en' ? latin : latin.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);
}

/**
 * Typing advances cell by cell; digits of any script are taken, shown in the page's script (Persian in
 * fa) and reported in Latin digits.
 */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const group = within(canvasElement).getByRole('group', { name: pick(text, { globals }).label });
    const cells = cellsOf(group);
    await expect(cells).toHaveLength(6);
    await expect(cells[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(cells[0]).toHaveAttribute('inputmode', 'numeric');
    await expect(cells[0]).toHaveAccessibleName(pick(text, { globals }).cellLabel(1, 6));
    await userEvent.click(cells[0]!);
    await userEvent.keyboard('۱۲۳٤5x6');
    await expect(cells.map((cell) => cell.value).join('')).toBe(shown('123456', globals));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(canvasElement.querySelector('input[type="hidden"][name="code"]')).toHaveValue('123456');
    // Leave the field so the shot does not depend on when the last cell's selection is painted.
    cells[5]!.blur();
    await waitFor(() => expect(cells[5]).not.toHaveAttribute('data-focused'));
  },
};

export const Empty: Story = {};

/** A whole code pasted into any cell fills every cell. */
export const PasteWholeCode: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.click(cells[2]!);
    await userEvent.paste('۹۸۷ ۶۵۴');
    await expect(cells.map((cell) => cell.value).join('')).toBe(shown('987654', globals));
    await expect(args.onChange).toHaveBeenLastCalledWith('987654');
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
    await expect(cells[5]).toHaveFocus();
  },
};

/** Backspace on an empty cell clears and focuses the previous one; arrows move in drawn order. */
export const KeyboardNavigation: Story = {
  args: { defaultValue: '1234' },
  play: async ({ canvasElement, args, globals }) => {
    const cells = cellsOf(canvasElement);
    // The cells run left to right in both languages, like the code in the email.
    const [first, second] = [cells[0]!.getBoundingClientRect(), cells[1]!.getBoundingClientRect()];
    await expect(first.left).toBeLessThan(second.left);
    await userEvent.click(cells[4]!);
    await userEvent.keyboard('{Backspace}');
    await expect(cells[3]).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(cells[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cells[2]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cells[0]).toHaveFocus();
    // Typing over a filled cell replaces its digit and moves on.
    await userEvent.keyboard('9');
    await expect(cells[0]).toHaveValue(shown('9', globals));
    await expect(cells[1]).toHaveFocus();
    // Retyping the digit a cell already holds moves on too, so the rest of the code lands in order.
    await userEvent.keyboard('25');
    await expect(args.onChange).toHaveBeenLastCalledWith('925');
    await expect(cells[3]).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    await userEvent.tab();
    await expect(cells[0]).toHaveFocus();
    await expect(cells[0]).toHaveAttribute('data-focused', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '123' },
  play: async ({ canvasElement, args }) => {
    const cells = cellsOf(canvasElement);
    for (const cell of cells) await expect(cell).toBeDisabled();
    await userEvent.click(cells[3]!);
    await userEvent.keyboard('4');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: '12' },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
    for (const cell of cellsOf(canvasElement)) await expect(cell).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LongText: Story = {
  args: { defaultValue: '000000' },
  decorators: [localizedArgs(longText)],
};

/** Six cells still fit the narrowest phone. */
export const Narrow320: Story = {
  args: { defaultValue: '888888' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const cells = cellsOf(canvasElement);
    const group = within(canvasElement).getByRole('group').getBoundingClientRect();
    await expect(cells[5]!.getBoundingClientRect().right).toBeLessThanOrEqual(group.right);
    await expect(cells[0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
