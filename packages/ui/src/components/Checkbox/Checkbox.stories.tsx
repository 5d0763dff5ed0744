import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Checkbox, type CheckboxProps } from './Checkbox';

const text = {
  fa: { children: 'من ربات نیستم' },
  en: { children: "I'm not a robot" },
} satisfies Localized<Partial<CheckboxProps>>;

const invalid = {
  fa: { errorMessage: 'لطفاً تأیید کنید که ربات نیستید.' },
  en: { errorMessage: 'Please confirm that you are not a robot.' },
} satisfies Localized<Partial<CheckboxProps>>;

const longText = {
  fa: {
    children:
      'شرایط استفاده و سیاست حریم خصوصی را خوانده‌ام و می‌پذیرم که معاملات تتر پس از تأیید نهایی قابل بازگشت نیستند.',
  },
  en: {
    children:
      'I have read the terms of use and the privacy policy, and I accept that USDT trades cannot be reversed after final confirmation.',
  },
} satisfies Localized<Partial<CheckboxProps>>;

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { ...text.fa, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const label = pick(text, { globals }).children;
    const checkbox = within(canvasElement).getByRole('checkbox', { name: label });
    await userEvent.click(within(canvasElement).getByText(label));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(within(canvasElement).getByText(pick(text, { globals }).children));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
  },
};

export const Selected: Story = {
  args: { isSelected: true },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: pick(longText, { globals }).children }),
    ).toBeInTheDocument();
  },
};
