import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { showToast } from '../Toast/toastQueue';
import { CopyButton, type CopyButtonProps } from './CopyButton';

const hash = '0x8f3c2a9b7d41e6f05c1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';

const text = {
  fa: { label: 'کپی هش تراکنش' },
  en: { label: 'Copy transaction hash' },
} satisfies Localized<Partial<CopyButtonProps>>;

const copied = {
  fa: 'هش تراکنش در کلیپ‌بورد کپی شد',
  en: 'Transaction hash copied to clipboard',
} satisfies Localized<string>;

const withText = {
  fa: { label: 'کپی لینک دعوت', children: 'کپی لینک' },
  en: { label: 'Copy referral link', children: 'Copy link' },
} satisfies Localized<Partial<CopyButtonProps>>;

const longText = {
  fa: {
    label: 'کپی نشانی کیف پول تتر شبکه ترون برای واریز',
    children: 'کپی نشانی کیف پول تتر روی شبکه ترون (TRC20) برای واریز',
  },
  en: {
    label: 'Copy the Tron network USDT wallet address for deposit',
    children: 'Copy the USDT wallet address on the Tron network (TRC20) for deposit',
  },
} satisfies Localized<Partial<CopyButtonProps>>;

/** The system clipboard is outside the page: each story decides whether it accepts or refuses. */
function stubClipboard(outcome: 'accept' | 'refuse' | 'hang') {
  const spy = spyOn(navigator.clipboard, 'writeText');
  if (outcome === 'accept') spy.mockResolvedValue(undefined);
  else if (outcome === 'refuse')
    spy.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
  else spy.mockReturnValue(new Promise<void>(() => {}));
  return () => spy.mockRestore();
}

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  // Long enough that a slow run still shoots the copied state the play function left.
  args: { ...text.fa, value: hash, onCopied: fn(), onCopyError: fn(), copiedDuration: 60000 },
  beforeEach: () => stubClipboard('accept'),
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const button = within(canvasElement).getByRole('button', { name: pick(text, { globals }).label });
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(hash);
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(args.onCopyError).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-copied', 'true');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
  },
};

/** The app's wiring: a toast confirms the copy (spec section 2). */
export const WithToast: Story = {
  parameters: { visual: { target: 'body' } },
  render: (args, context) => (
    <CopyButton
      {...args}
      onCopied={() => {
        args.onCopied?.();
        showToast({ title: pick(copied, context), tone: 'positive' }, { timeout: 60000 });
      }}
    />
  ),
  play: async ({ canvasElement, args, globals }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledTimes(1));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(pick(copied, { globals })),
    ).toBeVisible();
  },
};

/** The clipboard refused: the failure reaches the caller and the button shows no success. */
export const InvalidWithMessage: Story = {
  beforeEach: () => stubClipboard('refuse'),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledTimes(1));
    await expect(args.onCopyError).toHaveBeenCalledWith(expect.objectContaining({ name: 'NotAllowedError' }));
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('data-copied');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** The clipboard has not answered yet: the button is pending and ignores further presses. */
export const Pending: Story = {
  beforeEach: () => stubClipboard('hang'),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(1);
  },
};

export const WithText: Story = {
  decorators: [localizedArgs(withText)],
  play: async ({ canvasElement, globals }) => {
    const t = pick(withText, { globals });
    await expect(within(canvasElement).getByRole('button', { name: t.label })).toHaveTextContent(t.children);
  },
};

export const LongText: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
    localizedArgs(longText),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};

/** Copying an empty value still works (the clipboard gets ''); callers normally hide the button. */
export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('');
  },
};
