// Helpers shared by the reports stories (workbench only; not part of the feature's public surface).
import { toastQueue, toLocaleDigits } from '@sarraf/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import { reportDay } from '../hooks/useReportWords';
import '../i18n/registerReportsI18n';
import { reportsMockMessages } from '../mocks/reportsMockMessages';
import { reportsMockState } from '../mocks/reportsMockState';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => reportsMockMessages[currentLocale()];

/** "21 January 2026 to 19 February 2026" / ۱ بهمن ۱۴۰۴ تا ۳۰ بهمن ۱۴۰۴, as the list writes a range. */
export const rangeText = (from: string, to: string) =>
  t('reports:list.range', { from: reportDay(from, currentLocale()), to: reportDay(to, currentLocale()) });

/** A percent as the meter says it: "45%", "۴۵٪". */
export const percent = (value: number) =>
  `${toLocaleDigits(String(value), currentLocale())}${currentLocale() === 'fa' ? '\u066A' : '%'}`;

/** The bodies of createReport the mock server was sent during this story. */
export const sentBodies = () => reportsMockState.created;

/** Everything outside the story root too: popovers and toasts are portalled to the body. */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The list of recent reports, once it is there. */
export async function findReportList(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('list', { name: t('reports:list.label') }));
}

/** The rows of the list, in order. */
export async function reportRows(canvasElement: HTMLElement) {
  return (await findReportList(canvasElement)).getAllByRole('listitem');
}

/** The row of a report, by its range as the list writes it. */
export async function findRow(canvasElement: HTMLElement, from: string, to: string) {
  const list = await findReportList(canvasElement);
  return within((await list.findByText(rangeText(from, to))).closest('li')!);
}

/** The Generate button. */
export const generateButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: t('reports:generate.submit') });

/** A date segment of the period (`start` or `end`, `day`, `month` or `year`), found by what it holds. */
export function segment(canvasElement: HTMLElement, end: 'start' | 'end', type: 'day' | 'month' | 'year') {
  const segments = [
    ...canvasElement.querySelectorAll<HTMLElement>(`[role="spinbutton"][data-type="${type}"]`),
  ];
  const found = segments[end === 'start' ? 0 : 1];
  if (!found) throw new Error(`no ${end} ${type} segment`);
  return found;
}

/** Moves a date segment one step with the keyboard, as a person does (up: later). */
export async function stepSegment(
  canvasElement: HTMLElement,
  end: 'start' | 'end',
  type: 'day' | 'month' | 'year',
  direction: 'up' | 'down',
) {
  await userEvent.click(segment(canvasElement, end, type));
  await userEvent.keyboard(direction === 'up' ? '{ArrowUp}' : '{ArrowDown}');
}

/**
 * Asserts a toast with this title (and description), then closes every toast so the screenshot does not
 * depend on timing.
 */
export async function expectToast(canvasElement: HTMLElement, title: string, description?: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  if (description) await expect(body.getByText(description)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}
