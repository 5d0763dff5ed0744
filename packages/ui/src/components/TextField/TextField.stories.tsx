import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { TextField, type TextFieldProps } from './TextField';

const text = {
  fa: { label: 'ایمیل' },
  en: { label: 'Email' },
} satisfies Localized<Partial<TextFieldProps>>;

const described = {
  fa: { description: 'کد تأیید به این نشانی فرستاده می‌شود.' },
  en: { description: 'The verification code is sent to this address.' },
} satisfies Localized<Partial<TextFieldProps>>;

const invalid = {
  fa: { errorMessage: 'لطفاً یک نشانی ایمیل معتبر وارد کنید!' },
  en: { errorMessage: 'Please enter a valid email address!' },
} satisfies Localized<Partial<TextFieldProps>>;

const code = {
  fa: { label: 'کد تأیید' },
  en: { label: 'Verification code' },
} satisfies Localized<Partial<TextFieldProps>>;

const longText = {
  fa: {
    label: 'نشانی کامل محل ثبت شرکت مطابق آخرین آگهی روزنامه رسمی',
    defaultValue: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نهم، پلاک ۱۲۳، طبقه چهارم، واحد ۱۵',
    description: 'نشانی باید با مدارک ثبتی شرکت یکسان باشد؛ در غیر این صورت درخواست احراز هویت رد می‌شود.',
    errorMessage: 'نشانی حداکثر می‌تواند ۵۰۰ نویسه باشد و نباید خالی بماند.',
  },
  en: {
    label: "Full address of the company's registered office, as in the latest Official Gazette notice",
    defaultValue: 'Unit 15, 4th floor, No. 123, 9th Alley, Valiasr Street, above Vanak Square, Tehran',
    description:
      "The address must match the company's registration documents; otherwise verification is rejected.",
    errorMessage: 'The address may be at most 500 characters long and must not be empty.',
  },
} satisfies Localized<Partial<TextFieldProps>>;

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { ...text.fa, name: 'email', type: 'email', dir: 'ltr', autoComplete: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [localizedArgs(described)],
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: pick(text, { globals }).label });
    await userEvent.click(input);
    await userEvent.type(input, 'user@example.com');
    await expect(input).toHaveValue('user@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('user@example.com');
    await expect(input).toHaveAccessibleDescription(pick(described, { globals }).description);
    await expect(input).toHaveAttribute('dir', 'ltr');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'user@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('user@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 'user@', isRequired: true },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
  },
};

/** Persian and Arabic digits become Latin digits as they are typed or pasted. */
export const NormalizesDigits: Story = {
  args: {
    name: 'code',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    normalizeDigits: true,
  },
  decorators: [localizedArgs(code)],
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: pick(code, { globals }).label });
    await userEvent.click(input);
    await userEvent.keyboard('۱۲۳');
    await userEvent.paste('٤٥٦');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

const nationalCode = {
  fa: { label: 'کد ملی' },
  en: { label: 'National code' },
} satisfies Localized<Partial<TextFieldProps>>;

const shownCode = { fa: '۰۰۱۲۳۴۵۶۷۹', en: '0012345679' } satisfies Localized<string>;

/**
 * A number the person reads back (national code, mobile): any script typed, shown in the page's digits
 * (Persian in fa), reported and submitted in Latin digits. A digit typed in the middle stays there.
 */
export const LocaleDigits: Story = {
  args: {
    name: 'national_code',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: undefined,
    localeDigits: true,
  },
  decorators: [localizedArgs(nationalCode)],
  play: async ({ canvasElement, args, globals }) => {
    const { label } = pick(nationalCode, { globals });
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', { name: label });
    await userEvent.click(input);
    await userEvent.keyboard('٠٠1۲۳۴۵۶۷');
    await userEvent.paste('9');
    await expect(input).toHaveValue(pick(shownCode, { globals }));
    await expect(args.onChange).toHaveBeenLastCalledWith('0012345679');
    const form = canvasElement.querySelectorAll('input[name="national_code"]');
    await expect(form).toHaveLength(1);
    await expect(form[0]).toHaveValue('0012345679');
    // Retyping a digit in the middle: the caret stays after it, not at the end.
    input.setSelectionRange(3, 4);
    await userEvent.keyboard('8');
    await expect(args.onChange).toHaveBeenLastCalledWith('0018345679');
    await expect(input.selectionStart).toBe(4);
  },
};

export const LongText: Story = {
  args: { dir: undefined, type: 'text' },
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const field = within(canvasElement).getByRole('textbox', { name: pick(longText, { globals }).label });
    // The field never overflows the mobile viewport, however long its texts are.
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The invalid field at 200% text size: label, value and message reflow, nothing scrolls sideways. */
export const InvalidAtTextZoom200: Story = {
  ...InvalidWithMessage,
  parameters: textZoom200,
  play: async (context) => {
    await InvalidWithMessage.play?.(context);
    await expectFitsAtTextZoom(context.canvasElement);
  },
};
