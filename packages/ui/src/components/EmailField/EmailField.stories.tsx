import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { EmailField, type EmailFieldProps } from './EmailField';

const text = {
  fa: { label: 'ایمیل', placeholder: 'name@example.com' },
  en: { label: 'Email', placeholder: 'name@example.com' },
} satisfies Localized<Partial<EmailFieldProps>>;

const invalid = {
  fa: { errorMessage: 'لطفاً یک نشانی ایمیل معتبر وارد کنید!' },
  en: { errorMessage: 'Please enter a valid email address!' },
} satisfies Localized<Partial<EmailFieldProps>>;

const meta = {
  title: 'UI/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  args: { ...text.fa, name: 'email', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const input = within(canvasElement).getByRole('textbox', { name: pick(text, { globals }).label });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    // Addresses read left to right even on a Persian page.
    await expect(input).toHaveAttribute('dir', 'ltr');
    await userEvent.click(input);
    await userEvent.type(input, 'user@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('user@example.com');
  },
};

export const Empty: Story = {};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'user@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 'user@' },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'a.very.long.mailbox.name.for.testing.overflow@subdomain.example-company.co.ir',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
