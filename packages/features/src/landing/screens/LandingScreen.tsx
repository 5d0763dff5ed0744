import { PageScaffold } from '@sarraf/ui';
import { useAtomValue } from 'jotai';
import { marketsStateAtom } from '../../shared/markets/marketsAtoms';
import { FaqSection } from '../components/FaqSection';
import { FeaturesSection } from '../components/FeaturesSection';
import { HeroSection } from '../components/HeroSection';
import { HowItWorksSection } from '../components/HowItWorksSection';
import { LandingFooter } from '../components/LandingFooter';
import { LandingHeader } from '../components/LandingHeader';
import { MarketsSection } from '../components/MarketsSection';
import { SupportSection } from '../components/SupportSection';
import { useScrollToHash } from '../components/useScrollToHash';
import '../i18n/registerLandingI18n';
import * as styles from './LandingScreen.css';

/**
 * The public landing page (route /landing, spec sections 1 and 2): hero, live markets with a buy/sell
 * toggle, features, how it works, FAQ (`#faq`), support (`#support`), and links to log in, sign up, the
 * terms and the privacy notice.
 */
export function LandingScreen() {
  // The markets arrive after the first paint and push the sections below them down: scroll again then.
  useScrollToHash(useAtomValue(marketsStateAtom).status);
  return (
    <PageScaffold header={<LandingHeader />}>
      <div className={styles.content}>
        <HeroSection />
        {/* Live prices right under the hero: on a phone the first card is on the first screen. */}
        <MarketsSection />
        <FeaturesSection />
        <HowItWorksSection />
        <FaqSection />
        <SupportSection />
        <LandingFooter />
      </div>
    </PageScaffold>
  );
}
