import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { BottomSheet, type BottomSheetProps } from './BottomSheet';
import { DISMISS_DISTANCE } from './useDragToDismiss';

const openerLabel = { fa: 'انتخاب بازار', en: 'Choose market' } satisfies Localized<string>;
const actionLabel = { fa: 'ادامه', en: 'Continue' } satisfies Localized<string>;

/** Opener plus sheet, so the stories also check where focus goes and returns. */
function BottomSheetDemo({
  opener,
  action,
  ...props
}: BottomSheetProps & { opener: string; action: string }) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <BottomSheet
        {...props}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      >
        {props.children}
        <Button fullWidth onPress={() => setOpen(false)}>
          {action}
        </Button>
      </BottomSheet>
    </div>
  );
}

const text = {
  fa: { title: 'بازارها', closeLabel: 'بستن', children: <p>بازار مورد نظر برای معامله را انتخاب کنید.</p> },
  en: { title: 'Markets', closeLabel: 'Close', children: <p>Choose the market you want to trade.</p> },
} satisfies Localized<Partial<BottomSheetProps>>;

const longParagraphs = (line: string) => Array.from({ length: 14 }, (_, i) => <p key={i}>{line}</p>);

const longText = {
  fa: {
    title: 'راهنمای کامل انتخاب بازار و ثبت سفارش خرید یا فروش تتر در صرافی',
    children: longParagraphs(
      'قیمت خرید ۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵٫۹۸۷ تومان؛ حجم معاملات ۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰ تتر.',
    ),
  },
  en: {
    title: 'The complete guide to choosing a market and placing a USDT buy or sell order',
    children: longParagraphs(
      'Buy price 123,456,789,012,345.987 IRT; volume 98765432109876543210987654321 USDT.',
    ),
  },
} satisfies Localized<Partial<BottomSheetProps>>;

const meta = {
  title: 'UI/BottomSheet',
  component: BottomSheet,
  args: { ...text.fa, isOpen: true, onOpenChange: fn() },
  render: (args, context) => (
    <BottomSheetDemo
      {...args}
      opener={openerLabel[storyLocale(context)]}
      action={actionLabel[storyLocale(context)]}
    />
  ),
  decorators: [localizedArgs(text)],
  // The sheet is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: t.title });
    // The sheet hugs the bottom edge of the viewport.
    const viewportHeight = canvasElement.ownerDocument.documentElement.clientHeight;
    // (once its slide-in animation has finished)
    await waitFor(() => expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(viewportHeight));
    await userEvent.click(within(sheet).getByRole('button', { name: t.closeLabel }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
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
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title });
    await userEvent.tab();
    const close = within(sheet).getByRole('button', { name: t.closeLabel });
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    // Focus is trapped: tabbing past the last button wraps to the first.
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Pulling the handle down past the threshold closes the sheet. */
export const DragToDismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog');
    const handle = within(sheet).getByTestId('sheet-handle');
    const { top } = handle.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100, clientY: top + 5 } },
      { target: handle, coords: { clientX: 100, clientY: top + 40 } },
      { target: handle, coords: { clientX: 100, clientY: top + 5 + DISMISS_DISTANCE + 20 } },
      {
        keys: '[/MouseLeft]',
        target: handle,
        coords: { clientX: 100, clientY: top + 5 + DISMISS_DISTANCE + 20 },
      },
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A short pull follows the pointer, then springs back and keeps the sheet open. */
export const ShortDragSpringsBack: Story = {
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const handle = within(sheet).getByTestId('sheet-handle');
    const modal = sheet.parentElement as HTMLElement;
    const { top } = handle.getBoundingClientRect();
    // One session, so the button pressed here is still down for the release below.
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: 100, clientY: top + 5 } },
      { target: handle, coords: { clientX: 100, clientY: top + 35 } },
    ]);
    await expect(modal).toHaveAttribute('data-dragging', 'true');
    await expect(modal.style.transform).toBe('translateY(30px)');
    await user.pointer({
      keys: '[/MouseLeft]',
      target: handle,
      coords: { clientX: 100, clientY: top + 35 },
    });
    await expect(modal).not.toHaveAttribute('data-dragging');
    await expect(modal.style.transform).toBe('');
    await expect(sheet).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    const sheet = await within(doc.body).findByRole('dialog', { name: pick(longText, { globals }).title });
    // Tall content scrolls inside the sheet; the sheet itself stays within the viewport.
    await expect(sheet.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
  },
};

export const Empty: Story = {
  decorators: [localizedArgs({ fa: { children: null }, en: { children: null } })],
  play: async ({ canvasElement, globals }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(sheet).toHaveAccessibleName(pick(text, { globals }).title);
  },
};
