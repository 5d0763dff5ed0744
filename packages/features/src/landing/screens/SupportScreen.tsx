import { AppHeader } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FaqSection } from '../components/FaqSection';
import { SupportSection } from '../components/SupportSection';
import { useScrollToHash } from '../components/useScrollToHash';
import '../i18n/registerLandingI18n';
import { screenColumn } from '../../shared/styles/screenColumn.css';

/**
 * Support and FAQ inside the signed-in app (route /support; `#faq` for the questions): the header's help
 * and the profile's support and FAQ items open it, so a signed-in person never lands on the public page
 * to ask for help. The same content as the landing page's sections.
 */
export function SupportScreen() {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  useScrollToHash(null);
  return (
    <>
      <AppHeader
        title={t('supportPage.title')}
        backLabel={t('common:actions.back')}
        onBack={() => void navigate(-1)}
      />
      <main className={screenColumn.narrow}>
        <SupportSection />
        <FaqSection />
      </main>
    </>
  );
}
