import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

/** The words of a decision with three answers, as the order approval asks it. */
interface DecisionText {
  title: string;
  body: string;
  approve: string;
  reject: string;
  later: string;
}

const words = {
  fa: {
    title: 'سفارش در انتظار تأیید شما',
    body: 'میز معاملات قیمت نهایی را ۹۲٬۳۰۰ تومان تعیین کرد. سفارش را تأیید می‌کنید؟',
    approve: 'تأیید',
    reject: 'رد سفارش',
    later: 'بعداً',
  },
  en: {
    title: 'Order awaiting your approval',
    body: 'The desk set the final price at 92,300 IRT. Do you approve the order?',
    approve: 'Approve',
    reject: 'Reject order',
    later: 'Later',
  },
} satisfies Localized<DecisionText>;

const openerLabel = { fa: 'بررسی سفارش', en: 'Review order' } satisfies Localized<string>;

interface DemoProps extends Omit<DialogFrameProps, 'children' | 'title'> {
  onApprove: () => void;
  onReject: () => void;
  text: DecisionText;
  opener: string;
}

/** A frame with actions of its own: what Dialog's Confirm and Cancel cannot say. */
function DecisionDemo({ onApprove, onReject, text, opener, ...props }: DemoProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <div style={{ padding: 16 }}>
      <Button onPress={() => setOpen(true)}>{opener}</Button>
      <DialogFrame
        {...props}
        title={text.title}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          props.onOpenChange(open);
        }}
      >
        {(close) => (
          <>
            <p style={{ margin: 0 }}>{text.body}</p>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <Button onPress={onApprove}>{text.approve}</Button>
              <Button variant="critical" onPress={onReject}>
                {text.reject}
              </Button>
              <Button variant="secondary" onPress={close}>
                {text.later}
              </Button>
            </div>
          </>
        )}
      </DialogFrame>
    </div>
  );
}

const approve = fn();
const reject = fn();

const meta = {
  title: 'UI/DialogFrame',
  component: DialogFrame,
  args: { isOpen: true, onOpenChange: fn(), title: words.fa.title, children: () => null },
  render: (args, context) => (
    <DecisionDemo
      isOpen={args.isOpen}
      onOpenChange={args.onOpenChange}
      role={args.role}
      tone={args.tone}
      isDismissable={args.isDismissable}
      text={words[storyLocale(context)]}
      opener={openerLabel[storyLocale(context)]}
      onApprove={approve}
      onReject={reject}
    />
  ),
  decorators: [localizedArgs({ fa: { title: words.fa.title }, en: { title: words.en.title } })],
  beforeEach: () => {
    approve.mockClear();
    reject.mockClear();
  },
  // The dialog is portalled to <body>, outside the story root.
  parameters: { visual: { target: 'body' } },
} satisfies Meta<typeof DialogFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame around actions of the caller's choosing; a button given `close` closes it. */
export const CustomActions: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const text = pick(words, { globals });
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: text.title });
    await userEvent.click(within(dialog).getByRole('button', { name: text.approve }));
    await expect(approve).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: text.reject }));
    await expect(reject).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: text.later }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While something it started is on its way, neither Escape nor the backdrop may close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog', { name: pick(words, { globals }).title });
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
