import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { Button, type ButtonProps } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const text = {
  fa: { children: 'ادامه' },
  en: { children: 'Continue' },
} satisfies Localized<Partial<ButtonProps>>;

const pending = {
  fa: { pendingLabel: 'در حال ارسال' },
  en: { pendingLabel: 'Sending' },
} satisfies Localized<Partial<ButtonProps>>;

const critical = {
  fa: { children: 'لغو سفارش' },
  en: { children: 'Cancel order' },
} satisfies Localized<Partial<ButtonProps>>;

const longText = {
  fa: { children: 'تأیید و ارسال درخواست خرید تتر با نرخ فعلی بازار و کارمزد محاسبه‌شده برای این سفارش' },
  en: {
    children:
      'Confirm and send the request to buy USDT at the current market rate with the fee calculated for this order',
  },
} satisfies Localized<Partial<ButtonProps>>;

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { ...text.fa, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pick(text, { globals }).children });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Every variant side by side, at both sizes. */
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          <Button {...args} variant={variant} size="md">
            {variant}
          </Button>
          <Button {...args} variant={variant} size="lg">
            {variant}
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(buttonVariants.length * 2);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, fullWidth: true, size: 'lg' },
  decorators: [localizedArgs(pending)],
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: pick(pending, { globals }).pendingLabel });
    // Pending keeps focus (unlike disabled) so keyboard users do not lose their place.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.queryByText(pick(text, { globals }).children)).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Critical: Story = {
  args: { variant: 'critical' },
  decorators: [localizedArgs(critical)],
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: pick(critical, { globals }).children }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: { fullWidth: true },
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Long labels wrap inside the button instead of overflowing the screen.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

/** A long label at 200% text size wraps inside the button. */
export const LongTextAtTextZoom200: Story = {
  ...LongText,
  parameters: textZoom200,
  play: async (context) => {
    await LongText.play?.(context);
    await expectFitsAtTextZoom(context.canvasElement);
  },
};
