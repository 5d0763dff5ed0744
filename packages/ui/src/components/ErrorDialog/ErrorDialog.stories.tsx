import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { ErrorDialog, type ErrorDialogProps } from './ErrorDialog';

const openerLabel = { fa: 'نمایش خطا', en: 'Show error' } satisfies Localized<string>;

/** Opener plus dialog, so the stories also check where focus returns. */
function ErrorDialogDemo({ opener, ...props }: ErrorDialogProps & { opener: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <ErrorDialog
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
  fa: { title: 'خطا', message: 'خطای غیرمنتظره‌ای رخ داد!', closeLabel: 'بستن' },
  en: { title: 'Error', message: 'An unexpected error occured!', closeLabel: 'Close' },
} satisfies Localized<Partial<ErrorDialogProps>>;

const longText = {
  fa: {
    title: 'خطا در ثبت مرحله اول احراز هویت حقوقی',
    message:
      'خطا در ثبت مرحله ۱. لطفاً دوباره تلاش کنید. | company_name: نام شرکت نباید بیشتر از ۳۰ نویسه باشد.، قالب نام شرکت نامعتبر است. | address: وارد کردن نشانی الزامی است.',
  },
  en: {
    title: 'Error submitting step 1 of business verification',
    message:
      'Error submitting step 1. Please try again. | company_name: The company name may not be greater than 30 characters., The company name format is invalid. | address: The address field is required.',
  },
} satisfies Localized<Partial<ErrorDialogProps>>;

const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDialog,
  args: { ...text.fa, isOpen: true, onOpenChange: fn() },
  render: (args, context) => <ErrorDialogDemo {...args} opener={openerLabel[storyLocale(context)]} />,
  decorators: [localizedArgs(text)],
  // The dialog is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof ErrorDialog>;

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

export const Closed: Story = {
  args: { isOpen: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: pick(openerLabel, { globals }) });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // Escape closes and focus goes back to the button that opened the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
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
