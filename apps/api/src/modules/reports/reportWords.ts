import type { TransferKind } from '../ledger/index.js';

/**
 * The workbook's own words, in the language the person asked in. They are cells of a file, not answers of
 * the API, so they live beside the sheets rather than in the message catalogue. Each is the app's word for
 * the same thing (packages/features: wallet, orders and the shared currency names, named beside each), so a
 * statement reads as the screens do; test/modules/reports/statementWords.test.ts holds them to it.
 */
export const REPORT_WORDS = {
  fa: {
    IRTStatementSheet: 'صورت‌حساب تومان',
    USDTStatementSheet: 'صورت‌حساب تتر',
    transactionsSheet: 'واریز و برداشت', // wallet history.tabs.transactions
    ordersSheet: 'سفارش‌ها', // orders title
    transactionNumber: 'شمارهٔ تراکنش', // wallet transaction.titleWithId "تراکنش {id}"
    orderNumber: 'شمارهٔ سفارش', // orders number "شمارهٔ {id}"
    date: 'تاریخ',
    jalaliDate: 'تاریخ شمسی',
    type: 'نوع', // wallet transaction.fields.type
    currency: 'ارز', // wallet transaction.fields.currency
    amount: 'مبلغ', // wallet transaction.fields.amount
    fee: 'کارمزد', // wallet transaction.fields.fee, orders fields.fee
    status: 'وضعیت', // wallet transaction.fields.status, orders fields.status
    reference: 'شمارهٔ پیگیری یا هش تراکنش', // wallet transaction.fields.tracking_id, trx_hash
    destination: 'شبا یا آدرس مقصد', // wallet transaction.fields.dest_iban, dest_address
    network: 'شبکه', // wallet transaction.fields.network
    pair: 'بازار', // orders fields.pair
    side: 'نوع', // orders fields.side
    price: 'قیمت', // orders fields.price
    paid: 'پرداختی', // orders figures.paid
    received: 'دریافتی', // orders figures.received
    finalPrice: 'قیمت نهایی', // orders fields.finalPrice
    finalQuantity: 'مقدار نهایی', // orders fields.finalQuantity
    held: 'مسدودشده', // orders figures.held: what a waiting order holds
    heldReturned: 'مسدودشده و بازگشته', // orders figures.heldReturned: what a cancelled order held
    movementKind: 'گردش موجودی', // wallet history.tabs.transfers (a column: one movement each row)
    movement: 'مبلغ (+ ورودی، − خروجی)', // wallet transfer.direction.in / out
    balance: 'موجودی پس از آن', // wallet history.balanceAfter
    openingBalance: 'موجودی ابتدای دوره',
    closingBalance: 'موجودی پایان دوره',
    Deposit: 'واریز', // wallet type.*
    Withdraw: 'برداشت',
    Pending: 'در انتظار', // wallet status.*
    Approved: 'تأیید شده',
    Rejected: 'رد شده',
    Buy: 'خرید', // orders side.*
    Sell: 'فروش',
    Processing: 'در حال پردازش', // orders status.*
    Filled: 'انجام شده',
    Cancelled: 'لغو شده',
    IRT: 'تومان', // common currency.*
    USDT: 'تتر',
  },
  en: {
    IRTStatementSheet: 'Toman statement',
    USDTStatementSheet: 'Tether statement',
    transactionsSheet: 'Deposits and withdrawals',
    ordersSheet: 'Orders',
    transactionNumber: 'Transaction No.',
    orderNumber: 'Order No.',
    date: 'Date',
    jalaliDate: 'Jalali date',
    type: 'Type',
    currency: 'Currency',
    amount: 'Amount',
    fee: 'Fee',
    status: 'Status',
    reference: 'Tracking number or transaction hash',
    destination: 'Destination IBAN or address',
    network: 'Network',
    pair: 'Market',
    side: 'Side',
    price: 'Price',
    paid: 'Paid',
    received: 'Received',
    finalPrice: 'Final price',
    finalQuantity: 'Final quantity',
    held: 'Held',
    heldReturned: 'Held, then returned',
    movementKind: 'Balance movement',
    movement: 'Amount (+ in, − out)',
    balance: 'Balance after',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    Deposit: 'Deposit',
    Withdraw: 'Withdrawal',
    Pending: 'Pending',
    Approved: 'Approved',
    Rejected: 'Rejected',
    Buy: 'Buy',
    Sell: 'Sell',
    Processing: 'Processing',
    Filled: 'Filled',
    Cancelled: 'Cancelled',
    IRT: 'IRT',
    USDT: 'USDT',
  },
} as const satisfies Record<'fa' | 'en', Record<string, string>>;

/** A chain network as the app names it (packages/features entities/currency networkName): one name, TRC-20. */
export const NETWORK_NAMES: Record<string, string> = { TRC20: 'TRC-20' };

export type ReportWord = keyof (typeof REPORT_WORDS)['fa'];

/**
 * The movements of the available balance, in the app's words for them (the wallet's balance movements,
 * `transfer.kind` in its i18n files): the statement and the app name each movement alike.
 */
export const MOVEMENT_WORDS = {
  fa: {
    deposit: 'واریز',
    withdraw: 'برداشت',
    withdraw_release: 'بازگشت برداشت',
    buy: 'خرید',
    sell: 'فروش',
    fee: 'کارمزد',
    order_hold: 'مسدود برای سفارش',
    order_release: 'آزادسازی مبلغ سفارش',
    referral_reward: 'پاداش دعوت',
    adjustment: 'اصلاح موجودی',
  },
  en: {
    deposit: 'Deposit',
    withdraw: 'Withdrawal',
    withdraw_release: 'Withdrawal returned',
    buy: 'Buy',
    sell: 'Sell',
    fee: 'Fee',
    order_hold: 'Held for an order',
    order_release: 'Order hold released',
    referral_reward: 'Referral reward',
    adjustment: 'Adjustment',
  },
} as const satisfies Record<'fa' | 'en', Record<TransferKind, string>>;
