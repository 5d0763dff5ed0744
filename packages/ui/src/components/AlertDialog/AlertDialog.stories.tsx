import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const openerLabel = { fa: 'واریز تومان', en: 'Deposit IRT' } satisfies Localized<string>;

/** Opener plus dialog, so the stories also check where focus returns. */
function AlertDialogDemo({ opener, ...props }: AlertDialogProps & { opener: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <AlertDialog
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
    title: 'احراز هویت لازم است',
    message: 'برای واریز بانکی تومان ابتدا احراز هویت خود را کامل کنید.',
    closeLabel: 'بستن',
  },
  en: {
    title: 'Identity Verification Required',
    message: 'Complete your identity verification before depositing IRT by bank transfer.',
    closeLabel: 'Close',
  },
} satisfies Localized<Partial<AlertDialogProps>>;

const longText = {
  fa: {
    title: 'اطلاعات حساب بانکی برای واریز یافت نشد و باید با پشتیبانی تماس بگیرید',
    message:
      'اطلاعات حساب بانکی یافت نشد. لطفاً با پشتیبانی تماس بگیرید. شماره پیگیری: ۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰',
  },
  en: {
    title: 'No bank account information was found and you need to contact support',
    message:
      'No bank account information found. Please contact support. Tracking id: 98765432109876543210987654321098765432109876543210',
  },
} satisfies Localized<Partial<AlertDialogProps>>;

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { ...text.fa, isOpen: true, onOpenChange: fn() },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'critical'] } },
  render: (args, context) => <AlertDialogDemo {...args} opener={openerLabel[storyLocale(context)]} />,
  decorators: [localizedArgs(text)],
  // The dialog is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t.title });
    await expect(dialog).toHaveTextContent(t.message);
    await userEvent.click(within(dialog).getByRole('button', { name: t.closeLabel }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FocusVisible: Story = {
  args: { isOpen: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const opener = within(canvasElement).getByRole('button', { name: pick(openerLabel, { globals }) });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: t.closeLabel });
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The error tone, as ErrorDialog uses it: the heading reads as a failure. */
export const Critical: Story = {
  args: { tone: 'critical' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const heading = within(dialog).getByRole('heading');
    await expect(getComputedStyle(heading).color).toBe('rgb(180, 35, 24)');
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: pick(longText, { globals }).title,
    });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Empty: Story = {
  decorators: [localizedArgs({ fa: { message: '' }, en: { message: '' } })],
  play: async ({ canvasElement, globals }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // Even without a message the dialog keeps its name and its way out.
    await expect(dialog).toHaveAccessibleName(pick(text, { globals }).title);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
