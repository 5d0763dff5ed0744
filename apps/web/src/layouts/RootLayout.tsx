import { ariaLocaleOf, isLocale } from '@sarraf/features/shared';
import { ThemeRoot, ToastRegion } from '@sarraf/ui';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate, type NavigateOptions } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';
import { useScreenAnnouncements } from './useScreenAnnouncements';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/**
 * Providers that need the router: React Aria links navigate through react-router, formats follow the
 * language, toasts have one region for the whole app, the tab's title names the screen, and each screen
 * starts with no stale announcements.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('common');
  const locale = isLocale(i18n.language) ? i18n.language : 'fa';
  useDocumentTitle();
  useScreenAnnouncements();
  return (
    <I18nProvider locale={ariaLocaleOf(locale)}>
      <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
        <ThemeRoot>
          <Outlet />
        </ThemeRoot>
        <ToastRegion closeLabel={t('actions.close')} />
      </RouterProvider>
    </I18nProvider>
  );
}
