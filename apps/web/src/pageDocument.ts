import type { PageState } from '@sarraf/features/shared';

/** What a render of a route gives the page it goes into (see prerender.tsx). */
export interface DrawnView {
  /** The markup of the app's root. */
  html: string;
  locale: 'fa' | 'en';
  /** The browser tab's title. */
  title: string;
  /** The answers the view was drawn with, carried for the app to start from; null when none. */
  state: PageState | null;
}

/** The id of the data block the answers travel in; main.tsx reads it. */
export const PAGE_STATE_ID = 'page-state';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** JSON inside a `<script type="application/json">`: nothing in it may close the element. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page of the build (index.html, or a page prerendered from it) with `view` in its root: the document's
 * language, direction and title set to the view's, and its answers after the root. The page's scripts and
 * styles are left as they are. The build fills its prerendered pages with it and the server its per-request
 * landing page, so both write the same document.
 */
export function fillPage(template: string, view: DrawnView): string {
  const rootStart = template.indexOf('<div id="root"');
  const rootEnd = template.lastIndexOf('</div>', template.indexOf('</body>'));
  if (rootStart < 0 || rootEnd < rootStart) throw new Error('fillPage: the template has no #root');
  const head = template
    .slice(0, rootStart)
    .replace(/<html [^>]*>/, `<html lang="${view.locale}" dir="${view.locale === 'fa' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(view.title)}</title>`);
  const state = view.state
    ? `<script type="application/json" id="${PAGE_STATE_ID}">${scriptSafeJson(view.state)}</script>`
    : '';
  return (
    `${head}<div id="root" data-prerendered="${view.locale}">${view.html}</div>${state}` +
    template.slice(rootEnd + '</div>'.length)
  );
}
