import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { DEFAULT_TOAST_TIMEOUT, showToast, type ToastContent } from './toastQueue';

/**
 * The workbench already mounts one `<ToastRegion>` (as the app does); these stories only trigger
 * toasts through `showToast`.
 */
function ToastTrigger({ content, timeout }: { content: ToastContent; timeout?: number }) {
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => showToast(content, { timeout })}>نمایش پیام</Button>
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  args: { closeLabel: 'بستن' },
  render: () => <ToastTrigger content={{ title: 'رمز عبور با موفقیت تنظیم شد', tone: 'positive' }} />,
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openToast(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'نمایش پیام' }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
}

export const Default: Story = {
  // Desktop width: on a phone the toast spans the screen and both sides look the same.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Long enough that the shot is taken before it closes; the timer is covered by AutoCloses.
  render: () => <ToastTrigger content={{ title: 'رمز عبور با موفقیت تنظیم شد', tone: 'positive' }} timeout={60_000} />,
  play: async ({ canvasElement, globals }) => {
    const toast = await openToast(canvasElement);
    await expect(toast).toHaveAccessibleName('رمز عبور با موفقیت تنظیم شد');
    // The workbench mounts the region with the translated close label.
    await expect(within(toast).getByRole('button', { name: globals.locale === 'fa' ? 'بستن' : 'Close' })).toBeInTheDocument();
    // Bottom-right in Persian, bottom-left in English (spec section 4): the region is pinned to
    // the physical side matching the locale, with the other side free.
    const region = (toast.closest('[role="region"]') as HTMLElement).getBoundingClientRect();
    const viewport = canvasElement.ownerDocument.documentElement;
    await expect(viewport.clientHeight - region.bottom).toBeLessThan(32);
    const gapLeft = region.left;
    const gapRight = viewport.clientWidth - region.right;
    if (globals.locale === 'fa') await expect(gapRight).toBeLessThan(gapLeft);
    else await expect(gapLeft).toBeLessThan(gapRight);
  },
};

export const AutoCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const started = Date.now();
    const toast = await openToast(canvasElement);
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: DEFAULT_TOAST_TIMEOUT + 1500 });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_TOAST_TIMEOUT - 50);
  },
};

export const PausesOnHover: Story = {
  parameters: { visual: { disable: true } },
  render: () => <ToastTrigger content={{ title: 'کد تأیید دوباره ارسال شد' }} timeout={800} />,
  play: async ({ canvasElement }) => {
    const toast = await openToast(canvasElement);
    await userEvent.hover(toast);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 2000 });
  },
};

export const ClosesOnClick: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const toast = await openToast(canvasElement);
    await userEvent.click(within(toast).getByText('رمز عبور با موفقیت تنظیم شد'));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const FocusVisible: Story = {
  render: () => <ToastTrigger content={{ title: 'زبان با موفقیت تغییر کرد' }} timeout={60_000} />,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'نمایش پیام' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // F6 is React Aria's landmark key: it jumps into the toast region from anywhere.
    await userEvent.keyboard('{F6}');
    const doc = canvasElement.ownerDocument;
    await waitFor(() => expect(toast.closest('[role="region"]')).toContainElement(doc.activeElement as HTMLElement));
    const close = within(toast).getByRole('button');
    // Tab walks from the toast to its close button.
    for (let i = 0; i < 3 && doc.activeElement !== close; i += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(close).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const DragToDismiss: Story = {
  parameters: { visual: { disable: true } },
  render: () => <ToastTrigger content={{ title: 'لینک دعوت کپی شد' }} timeout={60_000} />,
  play: async ({ canvasElement }) => {
    const toast = await openToast(canvasElement);
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    // A short drag snaps back and does not count as a click.
    toast.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true }));
    window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + 30, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x + 30, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true }));
    await expect(toast).toBeInTheDocument();
    // A long drag dismisses.
    toast.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true }));
    window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + 60, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    window.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, clientX: x + 140, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
    window.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, clientX: x + 140, clientY: y, pointerId: 1, pointerType: 'mouse', button: 0, isPrimary: true }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  render: () => (
    <ToastTrigger
      timeout={60_000}
      content={{
        title: 'خطا در تولید گزارش',
        description:
          'Failed to generate report. Please try again. | date_to: The date to must be a date after or equal to date from.',
        tone: 'critical',
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const toast = await openToast(canvasElement);
    await expect(toast).toHaveAccessibleDescription(/Failed to generate report/);
  },
};
