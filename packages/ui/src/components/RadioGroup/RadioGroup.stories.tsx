import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const text = {
  fa: {
    label: 'نوع حساب',
    options: [
      { value: 'personal', label: 'حقیقی' },
      { value: 'company', label: 'حقوقی' },
    ],
  },
  en: {
    label: 'Account type',
    options: [
      { value: 'personal', label: 'Personal' },
      { value: 'company', label: 'Company' },
    ],
  },
} satisfies Localized<Partial<RadioGroupProps>>;

const invalid = {
  fa: { errorMessage: 'نوع حساب را انتخاب کنید.' },
  en: { errorMessage: 'Choose an account type.' },
} satisfies Localized<Partial<RadioGroupProps>>;

const longText = {
  fa: {
    label: 'این حساب برای معاملات شخصی شما است یا به نام یک شرکت ثبت‌شده با صاحبان امضای مجاز؟',
    options: [
      { value: 'personal', label: 'حقیقی: معاملات به نام خودم و با کارت ملی خودم انجام می‌شود' },
      {
        value: 'company',
        label: 'حقوقی: معاملات به نام شرکت و با مدارک ثبتی و صاحبان امضای مجاز انجام می‌شود',
      },
    ],
  },
  en: {
    label: 'Is this account for your own trades, or for a registered company with authorised signatories?',
    options: [
      { value: 'personal', label: 'Personal: trades are made in my own name with my national ID card' },
      {
        value: 'company',
        label: 'Company: trades are made in the company name with its registration documents and signatories',
      },
    ],
  },
} satisfies Localized<Partial<RadioGroupProps>>;

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: { ...text.fa, name: 'account_type', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const group = within(canvasElement).getByRole('radiogroup', { name: t.label });
    await userEvent.click(within(group).getByText(t.options[1]!.label));
    await expect(within(group).getByRole('radio', { name: t.options[1]!.label })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('company');
  },
};

/** Tab enters the group on its chosen radio; arrow keys move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: 'personal', orientation: 'horizontal' },
  play: async ({ canvasElement, args }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(radios[1]).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('company');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'personal' },
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByText(pick(text, { globals }).options[1]!.label));
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
  },
};

export const LongText: Story = {
  args: { defaultValue: 'company' },
  decorators: [localizedArgs(longText)],
};
