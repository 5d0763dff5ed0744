import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { AmountText } from '../AmountText/AmountText';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { DetailList, type DetailListProps } from './DetailList';

const hash = '0x9f2c4e7a1b3d5f6081a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7a8';

const text = {
  fa: {
    items: [
      { id: 'type', label: 'نوع', value: 'برداشت' },
      { id: 'status', label: 'وضعیت', value: <StatusBadge status="Approved" label="تأیید شده" /> },
      { id: 'amount', label: 'مبلغ', value: <AmountText value="1250000.5" symbol="IRT" /> },
      {
        id: 'source',
        label: 'حساب مبدأ',
        value: '6037991234567890123',
        mask: { start: 8, end: 5 },
        maskedAccessibleText: 'حساب با پایان ۹۰۱۲۳',
      },
      {
        id: 'hash',
        label: 'هش تراکنش',
        value: hash,
        dir: 'ltr',
        copyValue: hash,
        copyLabel: 'کپی هش تراکنش',
      },
    ],
  },
  en: {
    items: [
      { id: 'type', label: 'Type', value: 'Withdraw' },
      { id: 'status', label: 'Status', value: <StatusBadge status="Approved" label="Approved" /> },
      { id: 'amount', label: 'Amount', value: <AmountText value="1250000.5" symbol="IRT" /> },
      {
        id: 'source',
        label: 'Source account',
        value: '6037991234567890123',
        mask: { start: 8, end: 5 },
        maskedAccessibleText: 'Account ending in 90123',
      },
      {
        id: 'hash',
        label: 'Transaction hash',
        value: hash,
        dir: 'ltr',
        copyValue: hash,
        copyLabel: 'Copy transaction hash',
      },
    ],
  },
} satisfies Localized<Partial<DetailListProps>>;

const copyLabel = { fa: 'کپی هش تراکنش', en: 'Copy transaction hash' } satisfies Localized<string>;

const longText = {
  fa: {
    items: [
      {
        id: 'description',
        label: 'توضیحات ثبت‌شده توسط کارشناس پشتیبانی برای این تراکنش',
        value:
          'واریز با شماره پیگیری اعلام‌شده در سامانه بانک مرکزی پیدا نشد؛ لطفاً رسید را دوباره بارگذاری کنید تا بررسی ادامه یابد.',
      },
      {
        id: 'balance',
        label: 'موجودی پس از تراکنش',
        value: <AmountText value="123456789012345678.98765" symbol="IRT" />,
      },
      { id: 'iban', label: 'شبای مقصد', value: 'IR820540102680020817909002', dir: 'ltr' },
    ],
  },
  en: {
    items: [
      {
        id: 'description',
        label: 'Notes added by the support agent to this transaction',
        value:
          'The deposit with the given tracking ID was not found in the central bank system; please upload the receipt again so the review can continue.',
      },
      {
        id: 'balance',
        label: 'Balance after',
        value: <AmountText value="123456789012345678.98765" symbol="IRT" />,
      },
      { id: 'iban', label: 'Destination IBAN', value: 'IR820540102680020817909002', dir: 'ltr' },
    ],
  },
} satisfies Localized<Partial<DetailListProps>>;

const meta = {
  title: 'UI/DetailList',
  component: DetailList,
  args: { ...text.fa, onCopy: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A transaction detail: masked source account, copy on the hash (pointer). */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('60379912******90123')).toBeInTheDocument();
    await expect(canvasElement).not.toHaveTextContent('6037991234567890123');
    await userEvent.click(canvas.getByRole('button', { name: pick(copyLabel, { globals }) }));
    await expect(args.onCopy).toHaveBeenCalledWith(hash, expect.objectContaining({ id: 'hash' }));
  },
};

/** Keyboard: Tab reaches the copy button, Enter copies. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
  },
};

/** Without `onCopy` rows have no copy buttons. */
export const WithoutCopy: Story = {
  args: { onCopy: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const LongTextAt320: Story = {
  decorators: [
    localizedArgs(longText),
    (Story) => (
      <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const Empty: Story = {
  decorators: [localizedArgs({ fa: { items: [] }, en: { items: [] } })],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('dl')?.children).toHaveLength(0);
  },
};
