import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';

const text = {
  fa: {
    label: 'بازه گزارش',
    calendarButtonLabel: 'باز کردن تقویم',
    previousMonthLabel: 'ماه قبل',
    nextMonthLabel: 'ماه بعد',
  },
  en: {
    label: 'Report period',
    calendarButtonLabel: 'Open calendar',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
  },
} satisfies Localized<Partial<DateRangePickerProps>>;

// 1-10 Mehr 1403 = 22 September - 1 October 2024.
const heading = {
  fa: '۱۴۰۳ مهر',
  en: 'September 2024',
} satisfies Localized<string>;

const invalid = {
  fa: { errorMessage: 'بازه گزارش را انتخاب کنید.' },
  en: { errorMessage: 'Choose a report period.' },
} satisfies Localized<Partial<DateRangePickerProps>>;

const longText = {
  fa: { label: 'بازه زمانی تراکنش‌هایی که باید در فایل اکسل گزارش ماهانه حسابداری شرکت بیایند' },
  en: { label: "Period of the transactions to include in the company's monthly accounting Excel report" },
} satisfies Localized<Partial<DateRangePickerProps>>;

const range = { start: new CalendarDate(2024, 9, 22), end: new CalendarDate(2024, 10, 1) };
const today = new CalendarDate(2024, 10, 15);

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    ...text.fa,
    maxValue: today,
    placeholderValue: range.start,
    startName: 'from',
    endName: 'to',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minBlockSize: 520 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Pointer: open the calendar (Jalali in Persian) and pick two days; the range comes back Gregorian. */
export const Default: Story = {
  args: { defaultValue: range },
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(pick(text, { globals }).calendarButtonLabel),
      }),
    );
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(pick(heading, { globals }));
    const cells = within(within(dialog).getByRole('grid')).getAllByRole('button');
    const day = (n: string, fa: string) => cells.find((cell) => [n, fa].includes(cell.textContent ?? ''))!;
    // Persian: 5 and 9 Mehr 1403 (26-30 Sep); English: 5 and 9 September 2024.
    await userEvent.click(day('5', '۵'));
    await userEvent.click(day('9', '۹'));
    const expected =
      globals.locale === 'en'
        ? { start: new CalendarDate(2024, 9, 5), end: new CalendarDate(2024, 9, 9) }
        : { start: new CalendarDate(2024, 9, 26), end: new CalendarDate(2024, 9, 30) };
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(pick(text, { globals }).calendarButtonLabel),
      }),
    );
    const reopened = await body.findByRole('dialog');
    // The shot waits for the dialog to settle on its date: React Aria moves focus in after it opens, and a
    // loaded machine once took the shot before (a focus ring's difference).
    const doc = canvasElement.ownerDocument;
    await waitFor(() =>
      expect(within(reopened).getByRole('grid')).toContainElement(doc.activeElement as HTMLElement),
    );
  },
};

// What React Aria writes itself (it ships no Persian): the picked range read out, and which date each
// segment belongs to; in the page's language.
const builtInTexts = {
  fa: { description: /^بازهٔ انتخاب‌شده: .*۱۴۰۳$/, start: 'تاریخ شروع', end: 'تاریخ پایان' },
  en: {
    description: /^Selected Range: September 22 to October 1, 2024$/,
    start: 'Start Date',
    end: 'End Date',
  },
} satisfies Localized<{ description: RegExp; start: string; end: string }>;

/** React Aria's own hidden texts are in the page's language (Persian has none of its own in React Aria). */
export const BuiltInTexts: Story = {
  args: { defaultValue: range },
  play: async ({ canvasElement, globals }) => {
    const expected = pick(builtInTexts, { globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: pick(text, { globals }).label }),
    ).toHaveAccessibleDescription(expected.description);
    const segments = canvas
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-label') ?? '');
    await expect(segments).toHaveLength(6);
    for (const name of segments.slice(0, 3)) await expect(name).toContain(expected.start);
    for (const name of segments.slice(3)) await expect(name).toContain(expected.end);
  },
};

/** Keyboard: tab through both dates to the calendar button and open it with Enter. */
export const FocusVisible: Story = {
  args: { defaultValue: range },
  play: async ({ canvasElement, globals }) => {
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await expect(segments).toHaveLength(6);
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    const button = within(canvasElement).getByRole('button', {
      name: new RegExp(pick(text, { globals }).calendarButtonLabel),
    });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    // Focus returns to the calendar button; Shift+Tab goes back to the last segment (see DatePicker's
    // FocusVisible for why the shot does not end on the button).
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(segments.at(-1)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: range },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};

export const InvalidWithMessage: Story = {
  args: { isRequired: true },
  decorators: [localizedArgs(invalid)],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(invalid, { globals }).errorMessage)).toBeVisible();
  },
};

export const LongText: Story = {
  args: { defaultValue: range },
  decorators: [localizedArgs(longText)],
};

export const Narrow320: Story = {
  args: { defaultValue: range },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group');
    await expect(group.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
