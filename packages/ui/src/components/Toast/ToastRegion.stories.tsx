import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { ToastRegion } from './ToastRegion';
import { DEFAULT_TOAST_TIMEOUT, showToast, type ToastContent } from './toastQueue';

const text = {
  fa: {
    trigger: 'نمایش پیام',
    passwordSet: 'رمز عبور با موفقیت تنظیم شد',
    codeResent: 'کد تأیید دوباره ارسال شد',
    languageChanged: 'زبان با موفقیت تغییر کرد',
    linkCopied: 'لینک دعوت کپی شد',
    reportFailed: 'خطا در تولید گزارش',
    reportFailedDetail:
      'تولید گزارش ناموفق بود. لطفاً دوباره تلاش کنید. | date_to: تاریخ پایان باید برابر یا پس از تاریخ شروع باشد.',
  },
  en: {
    trigger: 'Show message',
    passwordSet: 'Password has been set successfully!',
    codeResent: 'Verification code has been resent!',
    languageChanged: 'Language changed successfully',
    linkCopied: 'Referral link copied to clipboard!',
    reportFailed: 'Report error',
    reportFailedDetail:
      'Failed to generate report. Please try again. | date_to: The date to must be a date after or equal to date from.',
  },
} satisfies Localized<Record<string, string>>;

type Text = (typeof text)['fa'];

/**
 * The workbench already mounts one `<ToastRegion>` (as the app does); these stories only trigger
 * toasts through `showToast`.
 */
function ToastTrigger({
  label,
  content,
  timeout,
}: {
  label: string;
  content: ToastContent;
  timeout?: number;
}) {
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => showToast(content, { timeout })}>{label}</Button>
    </div>
  );
}

/** A story's render: the trigger for the toast `content` builds from the locale's text. */
function trigger(content: (t: Text) => ToastContent, timeout?: number) {
  function render(_args: unknown, context: Parameters<typeof storyLocale>[0]) {
    const t = text[storyLocale(context)];
    return <ToastTrigger label={t.trigger} content={content(t)} timeout={timeout} />;
  }
  return render;
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  // Unused by the stories: the workbench's own region (with the translated label) shows the toasts.
  args: { closeLabel: 'بستن' },
  render: trigger((t) => ({ title: t.passwordSet, tone: 'positive' })),
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openToast(canvasElement: HTMLElement, t: Text) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t.trigger }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog');
}

export const Default: Story = {
  // Desktop width: on a phone the toast spans the screen and both sides look the same.
  globals: { viewport: { value: 'desktop', isRotated: false } },
  // Long enough that the shot is taken before it closes; the timer is covered by AutoCloses.
  render: trigger((t) => ({ title: t.passwordSet, tone: 'positive' }), 60_000),
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const toast = await openToast(canvasElement, t);
    await expect(toast).toHaveAccessibleName(t.passwordSet);
    // The workbench mounts the region with the translated close label.
    await expect(
      within(toast).getByRole('button', { name: globals.locale === 'fa' ? 'بستن' : 'Close' }),
    ).toBeInTheDocument();
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
  play: async ({ canvasElement, globals }) => {
    const started = Date.now();
    const toast = await openToast(canvasElement, pick(text, { globals }));
    await userEvent.unhover(toast);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: DEFAULT_TOAST_TIMEOUT + 1500 });
    await expect(Date.now() - started).toBeGreaterThanOrEqual(DEFAULT_TOAST_TIMEOUT - 50);
  },
};

const HOVER_TOAST_TIMEOUT = 2000;

export const PausesOnHover: Story = {
  parameters: { visual: { disable: true } },
  // Long enough that a loaded machine reaches the hover before the toast would close on its own (800 ms
  // was not: CI once found it gone), short enough that the wait below outlasts it.
  render: trigger((t) => ({ title: t.codeResent }), HOVER_TOAST_TIMEOUT),
  play: async ({ canvasElement, globals }) => {
    // The test runner's own (real) pointer rests somewhere on the page, and Chromium reports it entering
    // whatever is drawn under it next (a trusted pointerover), which React Aria reads as the pointer having
    // left the toast. Only this story's pointer counts here.
    const view = canvasElement.ownerDocument.defaultView ?? window;
    const ignoreResting = (event: Event) => {
      if (event.isTrusted) event.stopImmediatePropagation();
    };
    view.addEventListener('pointerover', ignoreResting, true);
    try {
      const toast = await openToast(canvasElement, pick(text, { globals }));
      await userEvent.hover(toast);
      await new Promise((resolve) => setTimeout(resolve, HOVER_TOAST_TIMEOUT + 600));
      await expect(toast).toBeInTheDocument();
      await userEvent.unhover(toast);
      await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: HOVER_TOAST_TIMEOUT + 1500 });
    } finally {
      view.removeEventListener('pointerover', ignoreResting, true);
    }
  },
};

export const ClosesOnClick: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const toast = await openToast(canvasElement, t);
    await userEvent.click(within(toast).getByText(t.passwordSet));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const FocusVisible: Story = {
  render: trigger((t) => ({ title: t.languageChanged }), 60_000),
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const opener = within(canvasElement).getByRole('button', { name: pick(text, { globals }).trigger });
    await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    // F6 is React Aria's landmark key: it jumps into the toast region from anywhere.
    await userEvent.keyboard('{F6}');
    const doc = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(toast.closest('[role="region"]')).toContainElement(doc.activeElement as HTMLElement),
    );
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
  render: trigger((t) => ({ title: t.linkCopied }), 60_000),
  play: async ({ canvasElement, globals }) => {
    const toast = await openToast(canvasElement, pick(text, { globals }));
    const box = toast.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    // A short drag snaps back and does not count as a click.
    toast.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        clientX: x,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        isPrimary: true,
      }),
    );
    window.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: x + 30,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
    window.dispatchEvent(
      new PointerEvent('pointerup', {
        bubbles: true,
        clientX: x + 30,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        isPrimary: true,
      }),
    );
    await expect(toast).toBeInTheDocument();
    // A long drag dismisses.
    toast.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        clientX: x,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        isPrimary: true,
      }),
    );
    window.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: x + 60,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
    window.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX: x + 140,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
      }),
    );
    window.dispatchEvent(
      new PointerEvent('pointerup', {
        bubbles: true,
        clientX: x + 140,
        clientY: y,
        pointerId: 1,
        pointerType: 'mouse',
        button: 0,
        isPrimary: true,
      }),
    );
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  render: trigger(
    (t) => ({ title: t.reportFailed, description: t.reportFailedDetail, tone: 'critical' }),
    60_000,
  ),
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const toast = await openToast(canvasElement, t);
    await expect(toast).toHaveAccessibleDescription(t.reportFailedDetail);
  },
};
