// Helpers shared by the audit log's stories (workbench only; not part of the feature's public surface).
import { formatAmount } from '@sarraf/ui';
import { useParams } from 'react-router';
import { userEvent, within } from 'storybook/test';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerAuditAdminI18n';
import { auditMockMessages, auditMockState } from '../mocks/auditHandlers';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => auditMockMessages[currentLocale()];

/** A number as the screens write it: grouped, in Persian digits in fa. */
export const num = (value: number | string) => formatAmount(String(value), { locale: currentLocale() });

/** The list footer's range text, "{from}-{to} of {total}", as the screen writes it. */
export const rangeText = (from: number, to: number, total: number) =>
  t('admin:list.range', { from: num(from), to: num(to), total: num(total) });

/** The calls the mock server answered during this story, e.g. "GET /api/admin/audit-log?page=1". */
export const mockRequests = () => auditMockState.requests;

/** Stands in for a page a screen links to; names the route's id when it has one. */
export function PageStub({ name }: { name: string }) {
  const { id } = useParams();
  return (
    <main>
      <h1>
        {name} (stub){id ? ` ${id}` : ''}
      </h1>
    </main>
  );
}

/** Presses a button by its name. */
export async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
}
