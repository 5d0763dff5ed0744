import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

const text = {
  fa: { label: 'رمز عبور', showPasswordLabel: 'نمایش رمز عبور', hidePasswordLabel: 'پنهان کردن رمز عبور' },
  en: { label: 'Password', showPasswordLabel: 'Show password', hidePasswordLabel: 'Hide password' },
} satisfies Localized<Partial<PasswordFieldProps>>;

const mismatch = {
  fa: { errorMessage: 'رمزهای عبور یکسان نیستند!' },
  en: { errorMessage: 'Passwords must be same!' },
} satisfies Localized<Partial<PasswordFieldProps>>;

const longText = {
  fa: {
    label: 'رمز عبور جدید خود را با دست‌کم هشت نویسه شامل حروف و اعداد وارد کنید',
    description:
      'از رمزی که در سایت‌های دیگر استفاده کرده‌اید دوباره استفاده نکنید و آن را با کسی در میان نگذارید.',
  },
  en: {
    label: 'Enter your new password with at least eight characters, including letters and numbers',
    description: 'Do not reuse a password you have used on other sites, and never share it with anyone.',
  },
} satisfies Localized<Partial<PasswordFieldProps>>;

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { ...text.fa, name: 'password', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = pick(text, context);
    const canvas = within(context.canvasElement);
    const input = canvas.getByLabelText(t.label, { selector: 'input' });
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(context.args.onChange).toHaveBeenLastCalledWith('secret123');
    await userEvent.click(canvas.getByRole('button', { name: t.showPasswordLabel }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: t.hidePasswordLabel }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** The toggle never covers the typed password: the input keeps room on the toggle's side. */
export const Revealed: Story = {
  args: { defaultValue: 'correct-horse-battery' },
  play: async (context) => {
    const t = pick(text, context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.showPasswordLabel }));
    const input = canvas.getByLabelText(t.label, { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: t.hidePasswordLabel }).getBoundingClientRect();
    const box = input.getBoundingClientRect();
    const style = getComputedStyle(input);
    // The text area is the box minus its padding (padding-left/right are the computed physical
    // sides of the logical padding).
    const textLeft = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const textRight = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
    // The toggle sits at the field's end in the reading direction: left in Persian, right in English.
    if (context.globals.locale === 'fa') {
      await expect(toggle.left - box.left).toBeLessThan(box.right - toggle.right);
      await expect(textLeft).toBeGreaterThanOrEqual(toggle.right);
    } else {
      await expect(box.right - toggle.right).toBeLessThan(toggle.left - box.left);
      await expect(textRight).toBeLessThanOrEqual(toggle.left);
    }
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'secret123' },
  play: async (context) => {
    const t = pick(text, context);
    const canvas = within(context.canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(t.label, { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: t.showPasswordLabel });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(t.label, { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret123' },
  play: async (context) => {
    const t = pick(text, context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByLabelText(t.label, { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.showPasswordLabel })).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 'short', isRequired: true },
  decorators: [localizedArgs(mismatch)],
  play: async (context) => {
    const input = within(context.canvasElement).getByLabelText(new RegExp(pick(text, context).label), {
      selector: 'input',
    });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(pick(mismatch, context).errorMessage);
  },
};

export const LongText: Story = {
  args: { defaultValue: 'a-very-long-password-that-keeps-going-and-going-1234567890' },
  decorators: [localizedArgs(longText)],
  play: async (context) => {
    const input = within(context.canvasElement).getByLabelText(pick(longText, context).label, {
      selector: 'input',
    });
    await expect(input).toHaveAccessibleDescription(pick(longText, context).description);
  },
};
