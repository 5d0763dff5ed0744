/** The addresses the reports screen lives at and links to (spec section 2; contract `downloadReport`). */
export const reportsPaths = {
  reports: '/reports',
  /** A ready report's workbook: a same-origin link, so the session cookie goes with it. */
  download: (id: number) => `/api/reports/${id}/download`,
} as const;
