import { appPaths } from '@sarraf/routes';

/** The addresses the reports screen lives at and links to (spec section 2; contract `downloadReport`). */
export const reportsPaths = {
  reports: appPaths.reports,
  /**
   * A ready report's workbook: a same-origin link, so the session cookie goes with it. An API address, not
   * a screen of the app, so it is not in the route map.
   */
  download: (id: number) => `/api/reports/${id}/download`,
} as const;
