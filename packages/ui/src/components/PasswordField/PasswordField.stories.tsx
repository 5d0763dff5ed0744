import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: {
    label: 'رمز عبور',
    name: 'password',
    autoComplete: 'current-password',
    showPasswordLabel: 'نمایش رمز عبور',
    hidePasswordLabel: 'پنهان کردن رمز عبور',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('رمز عبور', { selector: 'input' });
    await userEvent.type(input, 'secret123');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onChange).toHaveBeenLastCalledWith('secret123');
    await userEvent.click(canvas.getByRole('button', { name: 'نمایش رمز عبور' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'پنهان کردن رمز عبور' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('رمز عبور', { selector: 'input' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'نمایش رمز عبور' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText('رمز عبور', { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('رمز عبور', { selector: 'input' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'نمایش رمز عبور' })).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 'short', errorMessage: 'Passwords must be same!', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/رمز عبور/, { selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Passwords must be same!');
  },
};

export const LongText: Story = {
  args: {
    label: 'رمز عبور جدید خود را با دست‌کم هشت نویسه شامل حروف و اعداد وارد کنید',
    description: 'از رمزی که در سایت‌های دیگر استفاده کرده‌اید دوباره استفاده نکنید و آن را با کسی در میان نگذارید.',
    defaultValue: 'a-very-long-password-that-keeps-going-and-going-1234567890',
  },
};
