import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { buttonSizes, buttonVariants } from './Button.css';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'ادامه', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'ادامه' });
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
  args: { isPending: true, pendingLabel: 'در حال ارسال', fullWidth: true, size: 'lg' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'در حال ارسال' });
    // Pending keeps focus (unlike disabled) so keyboard users do not lose their place.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.queryByText('ادامه')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Critical: Story = {
  args: { variant: 'critical', children: 'لغو سفارش' },
};

export const LongText: Story = {
  args: {
    fullWidth: true,
    children: 'تأیید و ارسال درخواست خرید تتر با نرخ فعلی بازار و کارمزد محاسبه‌شده برای این سفارش',
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Long labels wrap inside the button instead of overflowing the screen.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};
