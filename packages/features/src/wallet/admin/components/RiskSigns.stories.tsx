import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatDateTime, toLocaleDigits } from '@sarraf/ui';
import { expect, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import { bankNameOf, MOCK_MELLI_IBAN } from '../../../shared/mocks/adminFixtures';
import { rowList } from '../../../shared/styles/rows.css';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import {
  buildIrtWithdrawal,
  buildRiskSign,
  buildWalletDesk,
  type AdminWalletTransaction,
} from '../mocks/walletAdminFixtures';
import { t } from '../screens/walletAdminStoryKit';
import { RiskSignSentences } from './RiskSigns';
import { WalletTransactionItem } from './WalletTransactionItem';

const REQUESTED = '2026-03-09T11:37:00+03:30';

/** The desk's takeover-like withdrawal (205): a new destination, a security change, a new browser. */
const takeover = buildWalletDesk().find((transaction) => transaction.id === 205)!;

const meta = {
  title: 'Features/Admin/RiskSigns',
  component: RiskSignSentences,
  args: { transaction: takeover },
  render: (args) => (
    <div className={screenColumn.wide}>
      <RiskSignSentences {...args} />
    </div>
  ),
} satisfies Meta<typeof RiskSignSentences>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = () => t('admin:wallet.riskSigns.label');

/** Each item's text of the "Risk signs" list, in order. */
const itemsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: label() }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/** A sign's sentence as written, its `<time>` the moment in the reader's calendar and digits. */
const sentence = (key: string, values: Record<string, string> = {}, at?: string) =>
  t(`admin:wallet.riskSigns.sentence.${key}`, values).replace(
    '<time></time>',
    at ? formatDateTime(at, { locale: currentLocale() }) : '',
  );

const span = (unit: 'underAMinute' | 'minutes' | 'hours', count = 0) =>
  t(`admin:wallet.riskSigns.span.${unit}`, { count, number: toLocaleDigits(String(count), currentLocale()) });

const withSigns = (risk_signs: AdminWalletTransaction['risk_signs']) =>
  buildIrtWithdrawal({ id: 205, date: REQUESTED, risk_signs });

/**
 * In the queue, a row shows its signs as short marks under the person, each a warning icon and words, in a
 * list named "Risk signs" (inside the row's list item; the sentences are the dialog's).
 */
export const MarksInARow: Story = {
  render: (args) => (
    <div className={screenColumn.wide}>
      <ol className={rowList} aria-label={t('admin:wallet.listLabel')}>
        <WalletTransactionItem
          // The bank named in the reader's language, as the server answers it.
          transaction={{ ...args.transaction, dest_bank: bankNameOf(MOCK_MELLI_IBAN, currentLocale()) }}
          onApprove={() => {}}
          onReject={() => {}}
        />
      </ol>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(itemsOf(canvasElement)).toEqual([
      t('admin:wallet.riskSigns.short.new_destination'),
      t('admin:wallet.riskSigns.short.security_change'),
      t('admin:wallet.riskSigns.short.new_device'),
    ]);
    const marks = within(within(canvasElement).getByRole('list', { name: label() })).getAllByRole('listitem');
    for (const mark of marks) await expect(mark.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    // The sentences are not repeated in the row.
    await expect(within(canvasElement).queryByText(sentence('first_withdrawal'))).toBeNull();
  },
};

/** The dialog's sentences of the takeover-like withdrawal: when the IBAN was saved, how long before each. */
export const Sentences: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: label() })).toBeVisible();
    await expect(itemsOf(canvasElement)).toEqual([
      sentence('new_destination', {}, '2026-03-09T11:20:00+03:30'),
      sentence('security_change', { span: span('hours', 2) }, '2026-03-09T09:37:00+03:30'),
      sentence('new_device', { span: span('minutes', 40) }, '2026-03-09T10:57:00+03:30'),
    ]);
  },
};

/**
 * The spans at their edges: a sign-in 30 seconds before reads "less than a minute", a change 61 minutes
 * before "1 hour" (the singular in English); the exact moments beside them.
 */
export const ShortSpans: Story = {
  args: {
    transaction: withSigns([
      buildRiskSign('security_change', { at: '2026-03-09T10:36:00+03:30' }),
      buildRiskSign('new_device', { at: '2026-03-09T11:36:30+03:30' }),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(itemsOf(canvasElement)).toEqual([
      sentence('security_change', { span: span('hours', 1) }, '2026-03-09T10:36:00+03:30'),
      sentence('new_device', { span: span('underAMinute') }, '2026-03-09T11:36:30+03:30'),
    ]);
    if (currentLocale() === 'en') {
      await expect(itemsOf(canvasElement)[0]).toContain('1 hour before');
      await expect(itemsOf(canvasElement)[1]).toContain('less than a minute before');
    }
  },
};

/**
 * Signs without their moment or median (the contract allows null; the server gives them): each still a
 * whole sentence, naming the window it was looked for in.
 */
export const WithoutMomentOrMedian: Story = {
  args: {
    transaction: withSigns([
      buildRiskSign('new_destination'),
      buildRiskSign('security_change'),
      buildRiskSign('new_device'),
      buildRiskSign('large_amount'),
    ]),
  },
  play: async ({ canvasElement }) => {
    await expect(itemsOf(canvasElement)).toEqual([
      sentence('new_destinationUnsaved'),
      sentence('security_changeUndated'),
      sentence('new_deviceUndated'),
      sentence('large_amountNoMedian'),
    ]);
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

/** An ordinary withdrawal: nothing at all, no empty "Risk signs" block. */
export const NoSigns: Story = {
  args: { transaction: withSigns([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(label())).toBeNull();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
