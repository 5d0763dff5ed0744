import { appPaths } from '@sarraf/routes';

/** The addresses the notifications screen lives at and goes back to. */
export const notificationsPaths = {
  notifications: appPaths.notifications,
  /** Where Back goes when the screen was opened directly (nothing to go back to in this tab). */
  home: appPaths.panel,
} as const;
