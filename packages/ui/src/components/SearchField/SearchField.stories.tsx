import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { SearchField, type SearchFieldProps } from './SearchField';

const text = {
  fa: { label: 'جستجوی بازار', placeholder: 'نام یا جفت ارز', clearLabel: 'پاک کردن جستجو' },
  en: { label: 'Search markets', placeholder: 'Name or pair', clearLabel: 'Clear search' },
} satisfies Localized<Partial<SearchFieldProps>>;

const invalid = {
  fa: { errorMessage: 'حداقل دو نویسه وارد کنید.' },
  en: { errorMessage: 'Type at least two characters.' },
} satisfies Localized<Partial<SearchFieldProps>>;

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { ...text.fa, isLabelHidden: true, onChange: fn(), onSubmit: fn(), onClear: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('searchbox', { name: pick(text, { globals }).label }),
    ).toBeInTheDocument();
    // Nothing to clear yet: the clear button is hidden from everyone.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Type, submit with Enter, then clear with the pointer. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox');
    await userEvent.click(input);
    await userEvent.type(input, 'USDT{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('USDT');
    await expect(args.onSubmit).toHaveBeenCalledWith('USDT');
    await userEvent.click(canvas.getByRole('button', { name: pick(text, { globals }).clearLabel }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Escape clears from the keyboard. */
export const FocusVisible: Story = {
  args: { defaultValue: 'BTC' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'USDT' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  args: { defaultValue: 'U', isLabelHidden: false },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(pick(invalid, { globals }).errorMessage);
  },
};

export const LongText: Story = {
  args: {
    isLabelHidden: false,
    defaultValue:
      'Tether USDT / Iranian Toman IRT — very long query that must not run under the clear button',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};
