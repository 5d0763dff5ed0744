/**
 * Persian for the texts React Aria writes itself (hidden labels, descriptions, announcements), which it
 * ships in 34 languages but not in Persian. Keyed like React Aria's own string bundles: package, then
 * message key. Only what our components can show is here; every other message stays English.
 */

/** What a message function receives from React Aria's formatter (numbers in the reader's digits). */
export interface AriaFormatter {
  readonly locale: string;
  number(value: number): string;
}

export type AriaMessage = string | ((args: Record<string, string>, formatter: AriaFormatter) => string);

export const persianAriaStrings: Record<string, Record<string, AriaMessage>> = {
  '@react-aria/overlays': { dismiss: 'بستن' },
  '@react-aria/toast': {
    close: 'بستن',
    notifications: (args, formatter) => `${formatter.number(Number(args.count))} اعلان.`,
  },
  '@react-aria/searchfield': { 'Clear search': 'پاک کردن جست‌وجو' },
  '@react-aria/autocomplete': { collectionLabel: 'پیشنهادها' },
  'react-aria-components': {
    dropzoneLabel: 'محل رها کردن فایل',
    selectPlaceholder: 'یک گزینه را انتخاب کنید',
  },
  '@react-aria/datepicker': {
    // Segment names (year, month, day...) come from the browser's Intl.DisplayNames, in Persian already.
    calendar: 'تقویم',
    startDate: 'تاریخ شروع',
    endDate: 'تاریخ پایان',
    selectedDateDescription: (args) => `تاریخ انتخاب‌شده: ${args.date}`,
    selectedRangeDescription: (args) => `بازهٔ انتخاب‌شده: ${args.startDate} تا ${args.endDate}`,
    selectedTimeDescription: (args) => `زمان انتخاب‌شده: ${args.time}`,
  },
  '@react-stately/datepicker': {
    rangeUnderflow: (args) => `تاریخ باید ${args.minValue} یا پس از آن باشد.`,
    rangeOverflow: (args) => `تاریخ باید ${args.maxValue} یا پیش از آن باشد.`,
    rangeReversed: 'تاریخ شروع باید پیش از تاریخ پایان باشد.',
    unavailableDate: 'تاریخ انتخاب‌شده در دسترس نیست.',
  },
  '@react-aria/calendar': {
    previous: 'قبلی',
    next: 'بعدی',
    selectedDateDescription: (args) => `تاریخ انتخاب‌شده: ${args.date}`,
    selectedRangeDescription: (args) => `بازهٔ انتخاب‌شده: ${args.dateRange}`,
    todayDate: (args) => `امروز، ${args.date}`,
    todayDateSelected: (args) => `امروز، ${args.date}، انتخاب‌شده`,
    dateSelected: (args) => `${args.date}، انتخاب‌شده`,
    startRangeSelectionPrompt: 'برای شروع انتخاب بازه کلیک کنید',
    finishRangeSelectionPrompt: 'برای پایان انتخاب بازه کلیک کنید',
    minimumDate: 'نخستین تاریخ قابل انتخاب',
    maximumDate: 'آخرین تاریخ قابل انتخاب',
    dateRange: (args) => `${args.startDate} تا ${args.endDate}`,
  },
  // A file dragged onto a drop zone.
  '@react-aria/dnd': {
    dropDescriptionKeyboard: 'برای رها کردن Enter و برای لغو Escape را بزنید.',
    dropDescriptionTouch: 'برای رها کردن دو بار ضربه بزنید.',
    dropDescriptionVirtual: 'برای رها کردن کلیک کنید.',
    dropCanceled: 'رها کردن لغو شد.',
    dropComplete: 'رها کردن انجام شد.',
    dropIndicator: 'نشانگر رها کردن',
    dropOnRoot: 'رها کردن روی',
    dropOnItem: (args) => `رها کردن روی ${args.itemText}`,
    endDragKeyboard: 'در حال کشیدن. برای لغو Enter را بزنید.',
    endDragTouch: 'در حال کشیدن. برای لغو دو بار ضربه بزنید.',
    endDragVirtual: 'در حال کشیدن. برای لغو کلیک کنید.',
  },
};
