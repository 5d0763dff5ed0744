import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { DatePicker, type DatePickerProps } from './DatePicker';

const text = {
  fa: {
    label: 'تاریخ تولد',
    calendarButtonLabel: 'باز کردن تقویم',
    previousMonthLabel: 'ماه قبل',
    nextMonthLabel: 'ماه بعد',
  },
  en: {
    label: 'Birth date',
    calendarButtonLabel: 'Open calendar',
    previousMonthLabel: 'Previous month',
    nextMonthLabel: 'Next month',
  },
} satisfies Localized<Partial<DatePickerProps>>;

// Months each story expects in the open calendar: Persian shows the Jalali month.
const heading = {
  fa: { nowruz1990: '۱۳۶۹ فروردین' },
  en: { nowruz1990: 'March 1990' },
} satisfies Localized<Record<string, string>>;

const adult = {
  fa: {
    description: 'باید دست‌کم ۱۸ سال داشته باشید.',
    errorMessage: 'باید دست‌کم ۱۸ سال داشته باشید',
  },
  en: {
    description: 'You must be at least 18.',
    errorMessage: 'You must be at least 18 years old',
  },
} satisfies Localized<Partial<DatePickerProps>>;

const longText = {
  fa: { label: 'تاریخ صدور آخرین آگهی تغییرات شرکت در روزنامه رسمی جمهوری اسلامی ایران' },
  en: {
    label:
      'Date of the latest notice of changes to the company in the Official Gazette of the Islamic Republic',
  },
} satisfies Localized<Partial<DatePickerProps>>;

// Fixed dates keep the screenshots stable: "18 years before" is computed by the screen, not here.
const nowruz1990 = new CalendarDate(1990, 3, 21);
const eighteenYearsAgo = new CalendarDate(2007, 6, 1);

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  tags: ['autodocs'],
  args: {
    ...text.fa,
    name: 'birth_date',
    maxValue: eighteenYearsAgo,
    placeholderValue: nowruz1990,
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
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Pointer: open the calendar (Jalali in Persian), pick a day, get a Gregorian date back. */
export const Default: Story = {
  args: { defaultValue: nowruz1990 },
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(t.calendarButtonLabel) }),
    );
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      pick(heading, { globals }).nowruz1990,
    );
    // The 2nd day of the month shown: 2 March 1990 in English, 2 Farvardin 1369 (= 22 March) in Persian.
    const grid = within(dialog).getByRole('grid');
    const day2 = within(grid)
      .getAllByRole('button')
      .find((cell) => /^(2|۲)$/.test(cell.textContent ?? ''));
    await userEvent.click(day2!);
    const expected = globals.locale === 'en' ? new CalendarDate(1990, 3, 2) : new CalendarDate(1990, 3, 22);
    await expect(args.onChange).toHaveBeenLastCalledWith(expected);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: new RegExp(t.calendarButtonLabel) }),
    );
    await body.findByRole('dialog');
  },
};

// What React Aria writes itself (it ships no Persian): the picked date read out, the day cell's state,
// the popover's hidden close buttons and the segment names; each in the page's language.
const builtInTexts = {
  fa: {
    description: 'تاریخ انتخاب‌شده: ۱ فروردین ۱۳۶۹',
    selectedCell: /^۱۳۶۹ فروردین ۱, .+، انتخاب‌شده$/,
    dismiss: 'بستن',
    segments: ['سال', 'ماه', 'روز'],
  },
  en: {
    description: 'Selected Date: March 21, 1990',
    selectedCell: /^Wednesday, March 21, 1990 selected$/,
    dismiss: 'Dismiss',
    segments: ['month', 'day', 'year'],
  },
} satisfies Localized<{ description: string; selectedCell: RegExp; dismiss: string; segments: string[] }>;

/** React Aria's own hidden texts are in the page's language (Persian has none of its own in React Aria). */
export const BuiltInTexts: Story = {
  args: { defaultValue: nowruz1990 },
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const expected = pick(builtInTexts, { globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: t.label })).toHaveAccessibleDescription(
      expected.description,
    );
    const segmentNames = canvas
      .getAllByRole('spinbutton')
      .map((segment) => segment.getAttribute('aria-label'));
    await expect(segmentNames.map((name) => name?.split(',')[0])).toEqual(expected.segments);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(t.calendarButtonLabel) }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: expected.selectedCell })).toBeVisible();
    await expect(body.getAllByRole('button', { name: expected.dismiss }).length).toBeGreaterThan(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Keyboard: the segments take typed digits; the calendar opens and picks with the keyboard too. */
export const FocusVisible: Story = {
  args: { defaultValue: nowruz1990 },
  play: async ({ canvasElement, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const segments = within(canvasElement).getAllByRole('spinbutton');
    await userEvent.tab();
    await expect(segments[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', {
        name: new RegExp(pick(text, { globals }).calendarButtonLabel),
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    // The next day is one step along the reading direction.
    const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
    await userEvent.keyboard(rtl ? '{ArrowLeft}{Enter}' : '{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(1990, 3, 22));
    // Focus returns to the calendar button once the popover has gone; Shift+Tab goes back to the
    // last segment. (The shot ends there: the button's ring, after a popover closed, anti-aliases
    // differently from run to run.)
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const button = within(canvasElement).getByRole('button');
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(segments.at(-1)).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: nowruz1990 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Birth date after the 18-year limit: invalid with the spec's message. */
export const InvalidUnder18: Story = {
  args: { defaultValue: new CalendarDate(2010, 1, 15) },
  decorators: [localizedArgs(adult)],
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(adult, { globals }).errorMessage)).toBeVisible();
    for (const segment of within(canvasElement).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

/** Days after the maximum cannot be picked in the calendar. */
export const MaxValueInCalendar: Story = {
  args: { defaultValue: new CalendarDate(2007, 5, 25), maxValue: new CalendarDate(2007, 5, 28) },
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(pick(text, { globals }).calendarButtonLabel),
      }),
    );
    const dialog = await body.findByRole('dialog');
    const cells = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.closest('[role="grid"]'));
    const disabled = cells.filter((cell) => cell.getAttribute('aria-disabled') === 'true');
    // After 28 May 2007: 29-31 May in English; Khordad 8-31, 1386 (29 May - 21 June) in Persian.
    // Persian keeps its Jalali month although the limit is a Gregorian date.
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      globals.locale === 'en' ? 'May 2007' : 'خرداد',
    );
    // After 28 May 2007: 29-31 May in English; Khordad 8-31, 1386 (29 May - 21 June) in Persian.
    await expect(disabled).toHaveLength(globals.locale === 'en' ? 3 : 24);
  },
};

export const LongText: Story = {
  args: { defaultValue: nowruz1990, name: 'notice_date', maxValue: undefined },
  decorators: [localizedArgs(longText)],
};

export const Narrow320: Story = {
  args: { defaultValue: nowruz1990 },
  parameters: { visual: { target: 'body' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', {
        name: new RegExp(pick(text, { globals }).calendarButtonLabel),
      }),
    );
    const dialog = await body.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
