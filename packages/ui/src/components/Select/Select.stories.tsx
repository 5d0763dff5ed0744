import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Select, type SelectProps } from './Select';

const text = {
  fa: {
    label: 'نوع برداشت',
    placeholder: 'انتخاب کنید',
    options: [
      { id: 'normal', label: 'عادی' },
      { id: 'instant', label: 'فوری' },
      { id: 'paya', label: 'پایا' },
    ],
  },
  en: {
    label: 'Withdrawal type',
    placeholder: 'Choose one',
    options: [
      { id: 'normal', label: 'Normal' },
      { id: 'instant', label: 'Instant' },
      { id: 'paya', label: 'Paya' },
    ],
  },
} satisfies Localized<Partial<SelectProps>>;

const invalid = {
  fa: { errorMessage: 'نوع برداشت را انتخاب کنید.' },
  en: { errorMessage: 'Choose a withdrawal type.' },
} satisfies Localized<Partial<SelectProps>>;

const longText = {
  fa: {
    label: 'حساب بانکی مقصد برای واریز وجه حاصل از فروش تتر در همان روز کاری',
    options: [
      { id: 'a', label: 'بانک ملت - IR۱۲۰۱۲۰۰۰۰۰۰۰۰۰۱۲۳۴۵۶۷۸۹۰۱۲ - حساب جاری شرکت بازرگانی نمونه' },
      { id: 'b', label: 'بانک پاسارگاد' },
    ],
  },
  en: {
    label: 'Destination bank account for the proceeds of selling USDT on the same business day',
    options: [
      {
        id: 'a',
        label: 'Bank Mellat - IR120120000000001234567890012 - current account of Sample Trading Co.',
      },
      { id: 'b', label: 'Bank Pasargad' },
    ],
  },
} satisfies Localized<Partial<SelectProps>>;

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  args: { ...text.fa, name: 'withdrawal_type', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minBlockSize: 320 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Opens with the pointer, picks an option, and shows it in the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(t.label) });
    await userEvent.click(trigger);
    const listbox = await body.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: t.options[1]!.label }));
    await expect(args.onChange).toHaveBeenLastCalledWith('instant');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent(t.options[1]!.label);
  },
};

/** Keyboard: focus, open with ArrowDown, move, choose with Enter. The open list is shown. */
export const KeyboardOpen: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: new RegExp(t.label) });
    // Each key waits for what the one before did (focus, the list open or closed): on a loaded machine a key
    // pressed while the list is still closing lands nowhere.
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: t.options[0]!.label })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('paya');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument(), { timeout: 5000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox', {}, { timeout: 5000 });
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'normal' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(invalid, { globals }).errorMessage)).toBeVisible();
  },
};

export const LongText: Story = {
  args: { defaultValue: 'a' },
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await expect(trigger.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
