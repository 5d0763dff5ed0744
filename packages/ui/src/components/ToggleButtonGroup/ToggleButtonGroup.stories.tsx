import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup';

const text = {
  fa: {
    label: 'نوع سفارش',
    segments: [
      { id: 'buy', label: 'خرید', tone: 'positive' },
      { id: 'sell', label: 'فروش', tone: 'critical' },
    ],
  },
  en: {
    label: 'Order side',
    segments: [
      { id: 'buy', label: 'Buy', tone: 'positive' },
      { id: 'sell', label: 'Sell', tone: 'critical' },
    ],
  },
} satisfies Localized<Partial<ToggleButtonGroupProps>>;

const gender = {
  fa: {
    label: 'جنسیت',
    segments: [
      { id: 'male', label: 'مرد' },
      { id: 'female', label: 'زن' },
    ],
    errorMessage: 'جنسیت را انتخاب کنید.',
  },
  en: {
    label: 'Gender',
    segments: [
      { id: 'male', label: 'Male' },
      { id: 'female', label: 'Female' },
    ],
    errorMessage: 'Choose a gender.',
  },
} satisfies Localized<Partial<ToggleButtonGroupProps>>;

const longText = {
  fa: {
    label: 'نوع حساب کاربری که می‌خواهید برای آن مدارک احراز هویت را بارگذاری کنید',
    segments: [
      { id: 'personal', label: 'شخص حقیقی با کارت ملی' },
      { id: 'company', label: 'شخص حقوقی (شرکت ثبت‌شده با صاحبان امضا)' },
    ],
  },
  en: {
    label: 'The kind of account you want to upload verification documents for',
    segments: [
      { id: 'personal', label: 'Individual with a national ID card' },
      { id: 'company', label: 'Legal entity (registered company with signatories)' },
    ],
  },
} satisfies Localized<Partial<ToggleButtonGroupProps>>;

const meta = {
  title: 'UI/ToggleButtonGroup',
  component: ToggleButtonGroup,
  tags: ['autodocs'],
  args: { ...text.fa, defaultValue: 'buy', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy/sell: pressing a segment chooses it; the chosen one cannot be un-chosen. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const group = within(canvasElement).getByRole('radiogroup', { name: t.label });
    const [buy, sell] = within(group).getAllByRole('radio');
    await expect(buy).toBeChecked();
    await userEvent.click(sell!);
    await expect(sell).toBeChecked();
    await expect(buy).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('sell');
    await userEvent.click(sell!);
    await expect(sell).toBeChecked();
  },
};

/** Arrow keys move between segments and follow the reading direction. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const [buy, sell] = within(canvasElement).getAllByRole('radio');
    await userEvent.tab();
    await expect(buy).toHaveFocus();
    await expect(buy).toHaveAttribute('data-focus-visible', 'true');
    // The next segment is to the right in English and to the left in Persian.
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(sell).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('sell');
  },
};

export const Empty: Story = {
  args: { defaultValue: null, errorMessage: undefined },
  decorators: [
    localizedArgs({
      fa: { ...gender.fa, errorMessage: undefined },
      en: { ...gender.en, errorMessage: undefined },
    }),
  ],
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const [, sell] = within(canvasElement).getAllByRole('radio');
    await userEvent.click(sell!);
    await expect(sell).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: null },
  decorators: [localizedArgs(gender)],
  play: async ({ canvasElement, globals }) => {
    const group = within(canvasElement).getByRole('radiogroup');
    await expect(group).toHaveAccessibleDescription(pick(gender, { globals }).errorMessage);
  },
};

export const LongText: Story = {
  args: { defaultValue: 'company' },
  decorators: [localizedArgs(longText)],
};

export const Narrow320: Story = {
  args: { defaultValue: 'company' },
  decorators: [
    localizedArgs(longText),
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    for (const segment of within(canvasElement).getAllByRole('radio')) {
      await expect(segment.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
