import { showToast } from '@sarraf/ui';
import { createChangeLanguage } from './createChangeLanguage';
import { i18n } from './i18n';

/** Switches the app language (spec section 4): store, direction and lang, toast, reload after 1 s. */
export const changeLanguage = createChangeLanguage({
  i18n,
  notify: (title) => showToast({ title, tone: 'positive' }),
  reload: () => window.location.reload(),
});
