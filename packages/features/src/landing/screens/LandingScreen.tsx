import { PageScaffold } from '@sarraf/ui';
import { useMarkets } from '../../shared/markets/useMarkets';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { FaqSection } from '../components/FaqSection';
import { FeaturesSection } from '../components/FeaturesSection';
import { HeroSection } from '../components/HeroSection';
import { HowItWorksSection } from '../components/HowItWorksSection';
import { LandingFooter } from '../components/LandingFooter';
import { LandingHeader } from '../components/LandingHeader';
import { signedInHomeOf } from '../components/signedInHome';
import { MarketsSection } from '../components/MarketsSection';
import { SupportSection } from '../components/SupportSection';
import { useScrollToHash } from '../components/useScrollToHash';
import '../i18n/registerLandingI18n';
import * as styles from './LandingScreen.css';

/**
 * The public landing page (route /landing, spec sections 1 and 2): hero, live markets with a buy/sell
 * toggle, features, how it works, FAQ (`#faq`), support (`#support`), and links to log in, sign up, the
 * terms and the privacy notice. A signed-in visitor is led back into the app (the wallet, or the back office
 * for an operator) instead of to log in and sign up.
 */
export function LandingScreen() {
  // The markets arrive after the first paint and push the sections below them down: scroll again then.
  useScrollToHash(useMarkets().status);
  // Read after the first paint (and on the prerendered page, after hydration): a guest sees the page at once.
  const user = useCurrentUser();
  const home = user ? signedInHomeOf(user.role) : null;
  return (
    <PageScaffold header={<LandingHeader home={home} />}>
      <div className={styles.content}>
        <HeroSection home={home} />
        {/* Live prices right under the hero: on a phone the first card is on the first screen. */}
        <MarketsSection />
        <FeaturesSection />
        <HowItWorksSection />
        <FaqSection />
        <SupportSection />
        <LandingFooter home={home} />
      </div>
    </PageScaffold>
  );
}
