import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDateTime } from '@sarraf/ui';
import { expect, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import { rowList } from '../../../shared/styles/rows.css';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import {
  buildChainDepositEntry,
  buildFactorRecoveryEntry,
  buildFreezeEntry,
  buildOrderApprovalEntry,
  buildLiftEntry,
  buildPriceSetEntry,
  buildSettingsEntry,
  buildUnknownEntry,
  buildVerificationEntry,
  buildWithdrawalDecisionEntry,
} from '../mocks/auditFixtures';
import { t } from '../screens/auditStoryKit';
import { AuditEntryItem } from './AuditEntryItem';

const meta = {
  title: 'Features/Admin/AuditEntryItem',
  component: AuditEntryItem,
  args: { entry: buildSettingsEntry() },
  render: (args) => (
    <main className={screenColumn.wide}>
      <ol className={rowList} aria-label={t('admin:audit.listLabel')}>
        <AuditEntryItem {...args} />
      </ol>
    </main>
  ),
} satisfies Meta<typeof AuditEntryItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text written in the story's language: the sentences are checked as an operator reads them. */
const says = (text: { fa: string; en: string }) => text[currentLocale()];

/** The entry's parts: what happened, the sentences under it, and the "name: value" pairs. */
async function entryOf(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole('list', { name: t('admin:audit.listLabel') });
  const item = within(list).getAllByRole('listitem')[0]!;
  const summary = item.querySelector('p')!;
  const sentenceList = within(item).queryByRole('list');
  const sentences = sentenceList
    ? within(sentenceList)
        .getAllByRole('listitem')
        .map((line) => line.textContent)
    : [];
  return { item, summary, sentences };
}

/** An email, IBAN or id inside the sentences: Latin digits, isolated left to right. */
async function expectIsolated(item: HTMLElement, identifier: string) {
  const found = within(item).getAllByText(identifier);
  for (const element of found) {
    await expect(element.tagName).toBe('BDI');
    await expect(element).toHaveAttribute('dir', 'ltr');
  }
}

/** Nothing raw: no JSON, no NUMERIC amounts as the database writes them, no detail names. */
async function expectNothingRaw(item: HTMLElement) {
  await expect(item.textContent).not.toMatch(/[{}[\]]|\.0{6}|_/);
}

const subjectOf = (item: HTMLElement) =>
  within(item).getByText(`${t('admin:audit.subject')}`).nextElementSibling?.textContent;

/**
 * A settings update writes all of the desk's settings before and after (bank accounts under new ids): only
 * the three values that changed are said, each in its unit.
 */
export const SettingsChanged: Story = {
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: 'تنظیمات میز تغییر کرد: ۳ تغییر.', en: 'Desk settings changed: 3 changes.' }),
    );
    await expect(sentences).toEqual([
      says({
        fa: 'سقف تأیید از ۵۰۰٬۰۰۰٬۰۰۰ به ۷۵۰٬۰۰۰٬۰۰۰ تومان تغییر کرد.',
        en: 'Approval limit changed from 500,000,000 to 750,000,000 Toman.',
      }),
      says({
        fa: 'توقف برداشت پس از تغییر پرخطر از ۲۴ به ۴۸ ساعت تغییر کرد.',
        en: 'Withdrawal hold changed from 24 to 48 hours.',
      }),
      says({
        fa: 'کارمزد برداشت تتر از ۱ به ۱٫۵ تتر تغییر کرد.',
        en: 'Fee of Tether withdrawals changed from 1 to 1.5 Tether.',
      }),
    ]);
    await expect(subjectOf(item)).toBe(says({ fa: 'تنظیمات میز', en: 'Desk settings' }));
    await expect(within(item).getByText('desk@sarraf.example')).toHaveAttribute('dir', 'ltr');
    await expect(within(item).getByText('192.0.2.10')).toBeVisible();
    await expectNothingRaw(item);
  },
};

/** New market prices: only the buy price moved; amounts in the market's quote currency, never "92000.000000". */
export const PriceSet: Story = {
  args: { entry: buildPriceSetEntry() },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: 'قیمت بازار USDT/IRT ثبت شد.', en: 'Market price set for USDT/IRT.' }),
    );
    await expect(sentences).toEqual([
      says({
        fa: 'قیمت خرید از ۹۱٬۸۰۰ به ۹۲٬۰۰۰ تومان تغییر کرد.',
        en: 'Buy price changed from 91,800 to 92,000 Toman.',
      }),
    ]);
    await expectIsolated(summary, 'USDT/IRT');
    await expect(subjectOf(item)).toBe(says({ fa: 'بازار USDT/IRT', en: 'Market USDT/IRT' }));
    await expectNothingRaw(item);
  },
};

const STOP_NOTE = 'برداشت‌ها تا بررسی مدارک متوقف است؛ با پشتیبانی تماس بگیرید.';
const EMAIL = 'sara.ahmadi@example.com';

/** The desk stops a person's withdrawals, with the note the person reads on every refusal. */
export const WithdrawalsStopped: Story = {
  args: { entry: buildFreezeEntry('withdrawals') },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: `برداشت‌های ${EMAIL} متوقف شد.`, en: `Withdrawals of ${EMAIL} stopped.` }),
    );
    await expect(sentences).toEqual([
      says({
        fa: `یادداشتی که دارندهٔ حساب می‌خواند: «${STOP_NOTE}»`,
        en: `Note the person reads: “${STOP_NOTE}”`,
      }),
    ]);
    await expectIsolated(item, EMAIL);
    await expect(subjectOf(item)).toBe(says({ fa: 'کاربر 203', en: 'User 203' }));
    await expectNothingRaw(item);
  },
};

/** The desk stops a person's trading. */
export const TradingStopped: Story = {
  args: { entry: buildFreezeEntry('trading') },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: `خرید و فروش ${EMAIL} متوقف شد.`, en: `Trading of ${EMAIL} stopped.` }),
    );
    const note = 'Trading paused while we review unusual orders; please call support.';
    await expect(sentences).toEqual([
      says({ fa: `یادداشتی که دارندهٔ حساب می‌خواند: «${note}»`, en: `Note the person reads: “${note}”` }),
    ]);
    await expectIsolated(item, EMAIL);
    await expectNothingRaw(item);
  },
};

/** When a stop began, in the reader's calendar and digits (Tehran time), as the entry's own date. */
const stoppedSince = () =>
  formatDateTime('2026-03-07T06:15:00.000Z', { locale: currentLocale(), timeZone: 'Asia/Tehran' });

/** The desk opens withdrawals again, after checking who the owner is; since when they were stopped. */
export const WithdrawalsOpened: Story = {
  args: { entry: buildLiftEntry('withdrawals') },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: `برداشت‌های ${EMAIL} دوباره باز شد؛ از ${stoppedSince()} متوقف بود.`,
        en: `Withdrawals of ${EMAIL} opened again; they had been stopped since ${stoppedSince()}.`,
      }),
    );
    await expect(sentences).toEqual([
      says({ fa: 'یادداشت: «هویت با تماس تصویری تأیید شد.»', en: 'Note: “هویت با تماس تصویری تأیید شد.”' }),
    ]);
    await expectIsolated(item, EMAIL);
    await expectNothingRaw(item);
  },
};

/** The desk lets a person trade again. */
export const TradingOpened: Story = {
  args: { entry: buildLiftEntry('trading') },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: `خرید و فروش ${EMAIL} دوباره باز شد؛ از ${stoppedSince()} متوقف بود.`,
        en: `Trading of ${EMAIL} opened again; it had been stopped since ${stoppedSince()}.`,
      }),
    );
    const note = 'Spoke to them; the orders were theirs.';
    await expect(sentences).toEqual([says({ fa: `یادداشت: «${note}»`, en: `Note: “${note}”` })]);
    await expectNothingRaw(item);
  },
};

/** A company's verification approved: the user id in Latin digits; the subject opens the submission. */
export const VerificationApproved: Story = {
  args: { entry: buildVerificationEntry(true) },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: 'احراز هویت کاربر 308 تأیید شد.', en: 'Verification approved for user 308.' }),
    );
    await expect(sentences).toEqual([says({ fa: 'نوع حساب: حقوقی.', en: 'Account type: Company.' })]);
    await expectIsolated(summary, '308');
    await expect(
      within(item).getByRole('link', {
        name: says({ fa: 'درخواست احراز هویت شمارهٔ 8', en: 'Verification submission 8' }),
      }),
    ).toHaveAttribute('href', '/admin/verifications/8');
    await expectNothingRaw(item);
  },
};

/** A person's verification rejected, with the reason they were given. */
export const VerificationRejected: Story = {
  args: { entry: buildVerificationEntry(false) },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({ fa: 'احراز هویت کاربر 308 رد شد.', en: 'Verification rejected for user 308.' }),
    );
    await expect(sentences).toEqual([
      says({ fa: 'نوع حساب: حقیقی.', en: 'Account type: Person.' }),
      says({ fa: 'دلیل: «تصویر کارت ملی خوانا نیست.»', en: 'Reason: “تصویر کارت ملی خوانا نیست.”' }),
    ]);
    await expectNothingRaw(item);
  },
};

/** A Toman withdrawal paid: its amount as the app writes Toman (never "5000000.000000") and the bank's tracking id. */
export const WithdrawalPaid: Story = {
  args: { entry: buildWithdrawalDecisionEntry(true) },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: 'برداشت ۵٬۰۰۰٬۰۰۰ تومان کاربر 203 پرداخت‌شده ثبت شد.',
        en: 'Withdrawal of 5,000,000 Toman by user 203 marked paid.',
      }),
    );
    await expect(sentences).toEqual([
      says({ fa: 'کد پیگیری بانک: 140212345678.', en: 'Bank tracking id: 140212345678.' }),
    ]);
    await expectIsolated(item, '140212345678');
    await expect(subjectOf(item)).toBe(says({ fa: 'واریز یا برداشت 205', en: 'Deposit or withdrawal 205' }));
    await expectNothingRaw(item);
  },
};

/** A Tether withdrawal rejected: its amount to the books' decimals, and the reason. */
export const WithdrawalRejected: Story = {
  args: { entry: buildWithdrawalDecisionEntry(false) },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: 'برداشت ۲۵۰٫۵ تتر کاربر 203 رد شد و مبلغ به موجودی او برگشت.',
        en: 'Withdrawal of 250.5 Tether by user 203 rejected; the amount went back to their balance.',
      }),
    );
    const reason = 'Destination address belongs to a sanctioned exchange.';
    await expect(sentences).toEqual([says({ fa: `دلیل: «${reason}»`, en: `Reason: “${reason}”` })]);
    await expectNothingRaw(item);
  },
};

/** The desk's final figures of a Sell order beside the quoted ones: each in the currency it moves in. */
export const OrderApproved: Story = {
  args: { entry: buildOrderApprovalEntry() },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: 'سفارش فروش کاربر 203 با ارقام نهایی تأیید شد.',
        en: 'Sell order of user 203 approved with final figures.',
      }),
    );
    await expect(sentences).toEqual([
      says({
        fa: 'قیمت از ۹۱٬۴۰۰ به ۹۱٬۶۰۰ تومان تغییر کرد.',
        en: 'Price changed from 91,400 to 91,600 Toman.',
      }),
      says({
        fa: 'مبلغ پرداختی: ۱۰٬۰۰۰ تتر، همان مقدار پیشنهادی.',
        en: 'Amount paid: 10,000 Tether, as quoted.',
      }),
      says({
        fa: 'مبلغ دریافتی از ۹۱۱٬۲۵۸٬۰۰۰ به ۹۱۳٬۲۵۲٬۰۰۰ تومان تغییر کرد.',
        en: 'Amount received changed from 911,258,000 to 913,252,000 Toman.',
      }),
      says({
        fa: 'کارمزد از ۲٬۷۴۲٬۰۰۰ به ۲٬۷۴۸٬۰۰۰ تومان تغییر کرد.',
        en: 'Fee changed from 2,742,000 to 2,748,000 Toman.',
      }),
      says({ fa: 'یادداشت: «قیمت روز میز اعمال شد.»', en: 'Note: “قیمت روز میز اعمال شد.”' }),
    ]);
    await expect(subjectOf(item)).toBe(says({ fa: 'سفارش 77', en: 'Order 77' }));
    await expectNothingRaw(item);
  },
};

/** Tether deposits credited from a chain transaction's hash: one sentence each, the hash isolated left to right. */
export const ChainDepositsCredited: Story = {
  args: { entry: buildChainDepositEntry() },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: '۲ واریز تتر با شناسهٔ تراکنش ثبت شد.',
        en: '2 Tether deposits credited by their transaction hash.',
      }),
    );
    await expect(sentences).toEqual([
      says({ fa: 'واریز 311: ۱٬۲۵۰٫۵ تتر برای کاربر 203.', en: 'Deposit 311: 1,250.5 Tether to user 203.' }),
      says({ fa: 'واریز 312: ۴۰ تتر برای کاربر 208.', en: 'Deposit 312: 40 Tether to user 208.' }),
    ]);
    await expectIsolated(item, '8c4f2e1a9b7d3c5e6f0a1b2c3d4e5f60718293a4b5c6d7e8f9012a3b4c5d6e7f');
    await expectNothingRaw(item);
  },
};

/** A lost second factor replaced after a video check: whose, and what the operator compared. */
export const TwoStepRecoveryApproved: Story = {
  args: { entry: buildFactorRecoveryEntry() },
  play: async ({ canvasElement }) => {
    const { item, summary, sentences } = await entryOf(canvasElement);
    await expect(summary).toHaveTextContent(
      says({
        fa: 'درخواست بازیابی کاربر 203 تأیید شد: ورود دومرحله‌ای او برداشته شد.',
        en: 'Recovery request of user 203 approved: their two-step sign-in was removed.',
      }),
    );
    const note = 'چهره در ویدیو با سلفی احراز هویت یکی است.';
    await expect(sentences).toEqual([says({ fa: `یادداشت: «${note}»`, en: `Note: “${note}”` })]);
    await expect(subjectOf(item)).toBe(
      says({ fa: 'درخواست بازیابی ورود دومرحله‌ای 12', en: 'Two-step sign-in recovery request 12' }),
    );
    await expectNothingRaw(item);
  },
};

/**
 * An action this client has no words for: its name as written, and only the changed values as "name: value"
 * lines (the old one, an arrow, the new one), never the JSON the server stored.
 */
export const UnknownAction: Story = {
  args: { entry: buildUnknownEntry() },
  play: async ({ canvasElement }) => {
    const { item } = await entryOf(canvasElement);
    await expect(within(item).getByText('desk.limits_update')).toHaveAttribute('dir', 'ltr');
    const pairs = within(item)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    const to = t('admin:audit.changedTo');
    await expect(pairs).toEqual([
      ['ticket_id', 'SUP-4471'],
      ['approval_limit', says({ fa: `۵۰۰٬۰۰۰٬۰۰۰ ${to} ۷۵۰٬۰۰۰٬۰۰۰`, en: `500,000,000 ${to} 750,000,000` })],
      [t('admin:audit.actor'), 'desk@sarraf.example'],
      [t('admin:audit.subject'), 'desk'],
      [t('admin:audit.ip'), '192.0.2.10'],
    ]);
    await expect(item.textContent).not.toMatch(/[{}]|channel|\.000000/);
  },
};
