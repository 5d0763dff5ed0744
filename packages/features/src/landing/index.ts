// The landing feature's public surface: the public landing page, the terms and the privacy notice.
export { LandingScreen } from './screens/LandingScreen';
export { TermsScreen } from './screens/TermsScreen';
export { PrivacyScreen } from './screens/PrivacyScreen';
