import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'ایمیل', name: 'email', type: 'email', dir: 'ltr', autoComplete: 'email', onChange: fn() },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'کد تأیید به این نشانی فرستاده می‌شود.' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ایمیل' });
    await userEvent.click(input);
    await userEvent.type(input, 'user@example.com');
    await expect(input).toHaveValue('user@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('user@example.com');
    await expect(input).toHaveAccessibleDescription('کد تأیید به این نشانی فرستاده می‌شود.');
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
  args: { defaultValue: 'user@', errorMessage: 'Please enter a valid email address!', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address!');
  },
};

/** Persian and Arabic digits become Latin digits as they are typed or pasted. */
export const NormalizesDigits: Story = {
  args: { label: 'کد تأیید', name: 'code', type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', normalizeDigits: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'کد تأیید' });
    await userEvent.click(input);
    await userEvent.keyboard('۱۲۳');
    await userEvent.paste('٤٥٦');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const LongText: Story = {
  args: {
    label: 'نشانی کامل محل ثبت شرکت مطابق آخرین آگهی روزنامه رسمی',
    dir: undefined,
    type: 'text',
    defaultValue: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه نهم، پلاک ۱۲۳، طبقه چهارم، واحد ۱۵',
    description: 'نشانی باید با مدارک ثبتی شرکت یکسان باشد؛ در غیر این صورت درخواست احراز هویت رد می‌شود.',
    errorMessage: 'نشانی حداکثر می‌تواند ۵۰۰ نویسه باشد و نباید خالی بماند.',
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    // The field never overflows the mobile viewport, however long its texts are.
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
