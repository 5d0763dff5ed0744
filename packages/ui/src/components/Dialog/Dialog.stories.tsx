import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from './Dialog';

const openerLabel = { fa: 'ثبت سفارش', en: 'Place order' } satisfies Localized<string>;

/** Opener plus dialog, so the stories also check where focus goes and returns. */
function DialogDemo({ opener, ...props }: DialogProps & { opener: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      />
    </div>
  );
}

const text = {
  fa: {
    title: 'تأیید سفارش',
    children: 'خرید ۱۰۰ تتر به قیمت هر تتر ۶۵٬۲۰۰ تومان. مبلغ پرداختی: ۶٬۵۲۰٬۰۰۰ تومان.',
    confirmLabel: 'تأیید',
    cancelLabel: 'انصراف',
    pendingLabel: 'در حال ثبت سفارش',
  },
  en: {
    title: 'Confirm order',
    children: 'Buy 100 USDT at 65,200 IRT per USDT. You pay 6,520,000 IRT.',
    confirmLabel: 'Confirm',
    cancelLabel: 'Cancel',
    pendingLabel: 'Placing order',
  },
} satisfies Localized<Partial<DialogProps>>;

const invalid = {
  fa: { errorMessage: 'موجودی تومان کافی نیست!' },
  en: { errorMessage: 'Insufficient IRT Balance!' },
} satisfies Localized<Partial<DialogProps>>;

const destructive = {
  fa: {
    title: 'رد این سفارش؟',
    children: 'سفارش لغو می‌شود و مبلغ نگه‌داشته‌شده به موجودی شما برمی‌گردد. این کار بازگشت ندارد.',
    confirmLabel: 'رد سفارش',
    cancelLabel: 'بازگشت',
  },
  en: {
    title: 'Reject this order?',
    children: 'The order is cancelled and the held amount returns to your balance. This cannot be undone.',
    confirmLabel: 'Reject order',
    cancelLabel: 'Go back',
  },
} satisfies Localized<Partial<DialogProps>>;

const longText = {
  fa: {
    title: 'تأیید سفارش فروش تتر با مبلغ بسیار بزرگ که نیاز به تأیید مدیر دارد',
    children:
      'فروش ۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵٫۹۸۷ تتر به قیمت هر تتر ۹۸۷٬۶۵۴٬۳۲۱٬۰۹۸ تومان. مبلغ دریافتی: ۱۲۱۹۳۲۶۳۱۱۳۷۰۲۱۷۹۵۲۲۶۷۲۶۹۹۸۲۶۷۸۳ تومان. این سفارش بالاتر از سقف مجاز است و پس از تأیید مدیر پردازش می‌شود.',
  },
  en: {
    title: 'Confirm a very large USDT sell order that needs admin approval',
    children:
      'Sell 123,456,789,012,345.987 USDT at 987,654,321,098 IRT per USDT. You receive 121932631137021795226726998267830 IRT. This order is above the limit and is processed only after admin approval.',
  },
} satisfies Localized<Partial<DialogProps>>;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { ...text.fa, isOpen: true, onOpenChange: fn(), onConfirm: fn() },
  render: (args, context) => <DialogDemo {...args} opener={openerLabel[storyLocale(context)]} />,
  decorators: [localizedArgs(text)],
  // The dialog is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t.title });
    await expect(dialog).toHaveTextContent(t.children);
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Confirm leaves closing to the caller (after the order went through); Cancel closes.
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancelLabel }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FocusVisible: Story = {
  args: { isOpen: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const opener = within(canvasElement).getByRole('button', { name: pick(openerLabel, { globals }) });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    const confirm = within(dialog).getByRole('button', { name: t.confirmLabel });
    await expect(confirm).toHaveFocus();
    await expect(confirm).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Focus stays trapped: Tab past the last button comes back into the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Disabled: Story = {
  args: { isConfirmDisabled: true },
  play: async ({ canvasElement, args, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: pick(text, { globals }).confirmLabel });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const InvalidWithMessage: Story = {
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      pick(invalid, { globals }).errorMessage,
    );
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: t.cancelLabel });
    await expect(cancel).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: t.pendingLabel }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // The order is in flight: neither Escape nor the backdrop may drop the dialog.
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** A confirmation that cannot be undone: announced as an alert dialog, its confirm button critical. */
export const Destructive: Story = {
  args: { role: 'alertdialog', confirmVariant: 'critical' },
  decorators: [localizedArgs(destructive)],
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(destructive, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.title });
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(dialog).toHaveTextContent(t.children);
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmLabel }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: pick(longText, { globals }).title,
    });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Empty: Story = {
  args: { children: null },
  decorators: [localizedArgs({ fa: { children: null }, en: { children: null } })],
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
    await expect(dialog).toHaveAccessibleName(pick(text, { globals }).title);
  },
};
