import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle, matchedTitleKey } from '../routes/screenTitles';

/**
 * Keeps the browser tab's title on the screen shown, in the language shown (spec section 2's route table;
 * the title follows a language change too, before the reload). Redirect-only routes leave it as it is.
 */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation('common');
  const matches = useMatches();
  const titleKey = matchedTitleKey(matches.map((match) => match.handle));
  const title = titleKey ? documentTitle(t(`screens.${titleKey}`), t('appName')) : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title, i18n.language]);
}
