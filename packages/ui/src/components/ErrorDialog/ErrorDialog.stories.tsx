import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorDialog, type ErrorDialogProps } from './ErrorDialog';

/** Opener plus dialog, so the stories also check where focus returns. */
function ErrorDialogDemo(props: ErrorDialogProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>نمایش خطا</Button>
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

const meta = {
  title: 'UI/ErrorDialog',
  component: ErrorDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'خطا',
    message: 'An unexpected error occured!',
    closeLabel: 'بستن',
  },
  render: (args) => <ErrorDialogDemo {...args} />,
  // The dialog is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof ErrorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'خطا' });
    await expect(dialog).toHaveTextContent('An unexpected error occured!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  parameters: { visual: { target: 'canvas' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'نمایش خطا' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    // Escape closes and focus goes back to the button that opened the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LongText: Story = {
  args: {
    title: 'خطا در ثبت مرحله اول احراز هویت حقوقی',
    message:
      'Error submitting step 1. Please try again. | company_name: The company name may not be greater than 30 characters., The company name format is invalid. | address: The address field is required.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
