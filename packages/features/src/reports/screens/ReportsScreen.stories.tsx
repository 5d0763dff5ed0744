import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale } from '../../shared/i18n/i18n';
import {
  buildFinishedReports,
  buildReport,
  buildReportHistory,
  MOCK_NOW,
  REPORT,
} from '../mocks/reportsFixtures';
import { reportsHandlers } from '../mocks/reportsHandlers';
import { callsTo, reportsMockState, resetReportsMocks } from '../mocks/reportsMockState';
import {
  expectToast,
  findReportList,
  findRow,
  generateButton,
  mockSays,
  page,
  percent,
  rangeText,
  reportRows,
  segment,
  sentBodies,
  stepSegment,
  t,
} from './reportsStoryKit';
import { ReportsScreen } from './ReportsScreen';

/** How often the stories' list polls while a report is pending: quick, so a report gets ready in a blink. */
const STORY_POLL_MS = 100;
const LIST = 'GET /api/reports';
/** How long a story waits for polls to land: generous, for a busy machine. */
const POLL_WAIT_MS = 5000;

const meta = {
  title: 'Features/Reports/ReportsScreen',
  component: ReportsScreen,
  args: { now: () => new Date(MOCK_NOW), pollMs: STORY_POLL_MS },
  beforeEach: () => resetReportsMocks(),
  parameters: {
    router: { initialEntries: ['/reports'] },
    msw: { handlers: { reports: reportsHandlers.reports } },
  },
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month so far in the reader's calendar: from 1 Esfand 1404 in Persian, from 1 March in English. */
const defaultRange = () => ({
  from: currentLocale() === 'fa' ? '2026-02-20' : '2026-03-01',
  to: '2026-03-10',
});

/** The period field's error text, under the field. */
const fieldError = (canvasElement: HTMLElement, text: string) =>
  within(
    within(canvasElement).getByRole('group', { name: t('reports:generate.rangeLabel') }).parentElement!,
  ).findByText(text);

/** Nothing has arrived yet: the form is ready, the list shows its placeholders and says it is busy. */
export const Loading: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('reports:title') })).toBeVisible();
    const section = canvas.getByRole('region', { name: t('reports:list.title') });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(generateButton(canvasElement)).toBeEnabled();
    // The period starts at this month so far; the field's form values are Gregorian ISO dates.
    const input = (name: string) =>
      canvasElement.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
    await expect({ from: input('from'), to: input('to') }).toEqual(defaultRange());
  },
};

/** No reports yet: what the list is for, and the form above to start with. */
export const Empty: Story = {
  beforeEach: () => resetReportsMocks([]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('reports:list.empty') })).toBeVisible();
    await expect(canvas.getByText(t('reports:list.emptyHint'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    // Nothing pending, so nothing is polled.
    await new Promise((resolve) => setTimeout(resolve, STORY_POLL_MS * 4));
    await expect(callsTo(LIST)).toBe(1);
  },
};

/** The list fails: the server's words and Try again, which asks again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.loadFails } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('reports:list.failed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('reports:retry') }));
    await waitFor(() => expect(callsTo(LIST)).toBe(2));
    await expect(await canvas.findByText(t('reports:list.failed'))).toBeVisible();
  },
};

/** A failed load, then Try again: the list arrives. */
export const LoadFailedThenRetried: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.loadFailsOnce } } },
  beforeEach: () => resetReportsMocks(buildFinishedReports()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('reports:retry') }));
    await expect(await reportRows(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByText(t('reports:list.failed'))).toBeNull();
  },
};

/**
 * Recent reports, newest first: one waiting for the job, one being written (a meter at 45%), a ready one
 * with its size and Download, a failed one with Generate again, a larger ready one. While any is pending
 * the list asks again.
 */
export const Reports: Story = {
  play: async ({ canvasElement }) => {
    const rows = await reportRows(canvasElement);
    await expect(rows).toHaveLength(5);
    const [queued, writing, ready, failed, large] = rows.map((row) => within(row));
    await expect(queued!.getByText(rangeText('2026-02-20', '2026-03-10'))).toBeVisible();
    await expect(queued!.getByText(t('reports:status.pending'))).toBeVisible();
    await expect(queued!.getByRole('progressbar', { name: t('reports:progress.waiting') })).toBeVisible();
    await expect(queued!.queryByRole('meter')).toBeNull();

    const meter = writing!.getByRole('meter', { name: t('reports:progress.label') });
    await expect(meter).toHaveAttribute('aria-valuenow', '45');
    await expect(meter).toHaveAttribute('aria-valuetext', percent(45));
    await expect(writing!.queryByRole('link')).toBeNull();

    await expect(ready!.getByText(t('reports:status.ready'))).toBeVisible();
    await expect(
      ready!.getByText(t('common:fileSize.kilobytes', { value: currentLocale() === 'fa' ? '۴۷' : '47' })),
    ).toBeVisible();
    const link = ready!.getByRole('link', {
      name: t('reports:download.which', { range: rangeText('2026-01-21', '2026-02-19') }),
    });
    await expect(link).toHaveAttribute('href', `/api/reports/${REPORT.ready}/download`);
    await expect(link).toHaveAttribute('download', 'sarraf-report-2026-01-21-2026-02-19.xlsx');

    await expect(failed!.getByText(t('reports:status.failed'))).toBeVisible();
    await expect(failed!.getByText(t('reports:failedHint'))).toBeVisible();
    await expect(
      failed!.getByRole('button', { name: new RegExp(`^${t('reports:regenerate')}`) }),
    ).toBeVisible();
    await expect(failed!.queryByRole('link')).toBeNull();

    await expect(
      large!.getByText(t('common:fileSize.megabytes', { value: currentLocale() === 'fa' ? '۱٫۴' : '1.4' })),
    ).toBeVisible();
    // Two reports are pending: the list is asked again, and again.
    await waitFor(() => expect(callsTo(LIST)).toBeGreaterThanOrEqual(3), { timeout: POLL_WAIT_MS });
  },
};

/** A day after today is refused before anything is sent; stepping back clears the message. */
export const ValidationFuture: Story = {
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    await stepSegment(canvasElement, 'end', 'day', 'up');
    await userEvent.click(generateButton(canvasElement));
    await expect(await fieldError(canvasElement, t('reports:validation.future'))).toBeVisible();
    // Told with the field: its dates are marked invalid and describe themselves with the message.
    const endDay = segment(canvasElement, 'end', 'day');
    await expect(endDay).toHaveAttribute('aria-invalid', 'true');
    await expect(endDay).toHaveAccessibleDescription(expect.stringContaining(t('reports:validation.future')));
    await expect(sentBodies()).toEqual([]);
    await stepSegment(canvasElement, 'end', 'day', 'down');
    await waitFor(() => expect(within(canvasElement).queryByText(t('reports:validation.future'))).toBeNull());
  },
};

/** More than 366 days (a year earlier start) is refused before anything is sent. */
export const ValidationTooLong: Story = {
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    await stepSegment(canvasElement, 'start', 'year', 'down');
    await userEvent.click(generateButton(canvasElement));
    await expect(await fieldError(canvasElement, t('reports:validation.tooLong'))).toBeVisible();
    await expect(sentBodies()).toEqual([]);
  },
};

/** The server refuses the period (422 on `to`): its words show on the field, and no failure toast. */
export const ServerRefused: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.createRefused } } },
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    await userEvent.click(generateButton(canvasElement));
    await expect(await fieldError(canvasElement, mockSays().rangeTooLong)).toBeVisible();
    await expect(sentBodies()).toEqual([defaultRange()]);
    await expect(page(canvasElement).queryByText(t('reports:generate.failed'))).toBeNull();
  },
};

/** Three reports are already waiting: the server's 429 and its words stay in place. */
export const TooManyPending: Story = {
  beforeEach: () =>
    resetReportsMocks([
      buildReport({
        id: 207,
        from: '2026-03-01',
        to: '2026-03-10',
        created_at: '2026-03-10T11:59:30+03:30',
        status: 'pending',
      }),
      ...buildReportHistory(),
    ]),
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    await userEvent.click(generateButton(canvasElement));
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(await alert.findByText(t('reports:generate.limitedTitle'))).toBeVisible();
    await expect(alert.getByText(mockSays().tooManyPending)).toBeVisible();
    await expect(sentBodies()).toHaveLength(1);
    await expect(await reportRows(canvasElement)).toHaveLength(6);
  },
};

/** Asked too often: the rate limit's 429, with the server's words (how long to wait). */
export const RateLimited: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.rateLimited } } },
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    await userEvent.click(generateButton(canvasElement));
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(await alert.findByText(mockSays().rateLimited)).toBeVisible();
    // Choosing another period is a new request: the refusal goes.
    await stepSegment(canvasElement, 'start', 'day', 'up');
    await waitFor(() => expect(within(canvasElement).queryByText(mockSays().rateLimited)).toBeNull());
  },
};

/**
 * Choosing a period in the calendar (Jalali in Persian) and generating: the request carries the chosen
 * days as Gregorian ISO dates, the success toast says so, and the new report heads the list at once; it
 * waits, is written (35%, 80%), becomes ready with its Download, and the list stops asking.
 */
export const GenerateSuccess: Story = {
  beforeEach: () => resetReportsMocks([]),
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: t('reports:list.empty') });
    const chosen =
      currentLocale() === 'fa'
        ? { from: '2026-02-24', to: '2026-02-28' } // 5 to 9 Esfand 1404
        : { from: '2026-03-05', to: '2026-03-09' };
    await step('choose 5 to 9 of the month in the calendar', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: new RegExp(t('reports:generate.calendarButton')) }),
      );
      const dialog = within(await page(canvasElement).findByRole('dialog'));
      const cells = within(dialog.getByRole('grid')).getAllByRole('button');
      const day = (n: string, fa: string) => cells.find((cell) => [n, fa].includes(cell.textContent ?? ''))!;
      await userEvent.click(day('5', '۵'));
      await userEvent.click(day('9', '۹'));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    });
    await step('generate', async () => {
      await userEvent.click(generateButton(canvasElement));
      await expectToast(canvasElement, t('reports:generate.success'));
      await expect(sentBodies()).toEqual([chosen]);
    });
    await step('the new report is prepared, then ready', async () => {
      const row = await findRow(canvasElement, chosen.from, chosen.to);
      await expect(row.getByText(t('reports:status.pending'))).toBeVisible();
      await waitFor(
        () =>
          expect(row.getByRole('meter', { name: t('reports:progress.label') })).toHaveAttribute(
            'aria-valuetext',
            percent(80),
          ),
        { timeout: POLL_WAIT_MS },
      );
      await expect(
        await row.findByText(t('reports:status.ready'), {}, { timeout: POLL_WAIT_MS }),
      ).toBeVisible();
      await expect(
        row.getByRole('link', {
          name: t('reports:download.which', { range: rangeText(chosen.from, chosen.to) }),
        }),
      ).toHaveAttribute('download', `sarraf-report-${chosen.from}-${chosen.to}.xlsx`);
      await expect(canvas.getByRole('status')).toHaveTextContent(
        t('reports:list.readyAnnouncement', { range: rangeText(chosen.from, chosen.to) }),
      );
    });
    await step('nothing is pending: the list stops asking', async () => {
      const asked = callsTo(LIST);
      await new Promise((resolve) => setTimeout(resolve, STORY_POLL_MS * 4));
      await expect(callsTo(LIST)).toBe(asked);
    });
  },
};

/** Generation fails on the server: spec section 8's words and the server's, in a toast. */
export const GenerateFailure: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.createFails } } },
  play: async ({ canvasElement }) => {
    const before = (await reportRows(canvasElement)).length;
    await userEvent.click(generateButton(canvasElement));
    await expectToast(canvasElement, t('reports:generate.failed'), mockSays().serverError);
    await expect(sentBodies()).toEqual([defaultRange()]);
    await expect(await reportRows(canvasElement)).toHaveLength(before);
  },
};

/** A double tap on Generate sends one request; the button shows it is on its way. */
export const DoubleTapSendsOnce: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.creating } } },
  play: async ({ canvasElement }) => {
    await findReportList(canvasElement);
    const button = generateButton(canvasElement);
    await userEvent.dblClick(button);
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    // On its way, the button keeps focus and says so (its name becomes the pending label).
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(button).toHaveAccessibleName(t('reports:generate.submitting'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(sentBodies()).toHaveLength(1);
  },
};

/**
 * Download fetches the workbook and saves it under the report's file name (a temporary link to the file's
 * object URL); the toast says it is done.
 */
export const Download: Story = {
  beforeEach: () => {
    resetReportsMocks(buildFinishedReports());
    // The temporary link's click would start a real download in the test browser: noted, not followed.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => click.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, '2026-01-21', '2026-02-19');
    await userEvent.click(
      row.getByRole('link', {
        name: t('reports:download.which', { range: rangeText('2026-01-21', '2026-02-19') }),
      }),
    );
    await expectToast(canvasElement, t('reports:download.success'));
    await expect(reportsMockState.downloads).toEqual([REPORT.ready]);
    const saved = (
      HTMLAnchorElement.prototype.click as unknown as { mock: { contexts: HTMLAnchorElement[] } }
    ).mock.contexts;
    await expect(saved).toHaveLength(1);
    await expect(saved[0]!.download).toBe('sarraf-report-2026-01-21-2026-02-19.xlsx');
    await expect(saved[0]!.href).toMatch(/^blob:/);
    await expect(saved[0]!.isConnected).toBe(false);
  },
};

/** The download fails: "Failed to download report. Please try again." with the server's words. */
export const DownloadFailure: Story = {
  parameters: { msw: { handlers: { reports: reportsHandlers.downloadFails } } },
  beforeEach: () => resetReportsMocks(buildFinishedReports()),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, '2026-02-01', '2026-02-28');
    await userEvent.click(row.getByRole('link'));
    await expectToast(canvasElement, t('reports:download.failed'), mockSays().serverError);
    await expect(reportsMockState.downloads).toEqual([]);
  },
};

/** A failed report's Generate again asks for its range once more; the new report heads the list. */
export const GenerateAgain: Story = {
  beforeEach: () => resetReportsMocks(buildFinishedReports()),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, '2025-12-22', '2026-01-20');
    await userEvent.click(row.getByRole('button', { name: new RegExp(`^${t('reports:regenerate')}`) }));
    await expectToast(canvasElement, t('reports:generate.success'));
    await expect(sentBodies()).toEqual([{ from: '2025-12-22', to: '2026-01-20' }]);
    const rows = await reportRows(canvasElement);
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText(rangeText('2025-12-22', '2026-01-20'))).toBeVisible();
    await expect(
      await within(rows[0]!).findByText(t('reports:status.ready'), {}, { timeout: POLL_WAIT_MS }),
    ).toBeVisible();
  },
};

/**
 * On a 360x800 phone every part of the period field is a target of at least 24 by 24 px (WCAG 2.5.8): the
 * day, month and year of both ends (Jalali in Persian) and the calendar button. The story's axe check runs
 * with its target-size rule, which axe leaves off by default.
 */
export const DateSegmentsTargetSize: Story = {
  parameters: {
    viewport: {
      options: {
        phone360x800: { name: 'Phone 360x800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
      },
    },
    a11y: { options: { rules: { 'target-size': { enabled: true } } } },
  },
  globals: { viewport: { value: 'phone360x800', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(360);
    await expect(await reportRows(canvasElement)).toHaveLength(5);
    await canvasElement.ownerDocument.fonts.ready;
    const field = within(canvasElement).getByRole('group', { name: t('reports:generate.rangeLabel') });
    const targets = [...within(field).getAllByRole('spinbutton'), within(field).getByRole('button')];
    await expect(targets).toHaveLength(7);
    for (const target of targets) {
      const { width, height } = target.getBoundingClientRect();
      const name = `${target.getAttribute('aria-label') ?? target.dataset.type}: ${width}x${height}`;
      await expect(width, name).toBeGreaterThanOrEqual(24);
      await expect(height, name).toBeGreaterThanOrEqual(24);
    }
    // Still one line on the phone, inside the field.
    const box = field.getBoundingClientRect();
    for (const target of targets) {
      await expect(target.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
      await expect(target.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);
    }
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** At 200% text size the screen reflows: nothing scrolls sideways. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await expect(await reportRows(canvasElement)).toHaveLength(5);
    await expectFitsAtTextZoom(canvasElement);
  },
};
