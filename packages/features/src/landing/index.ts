// The landing feature's public surface: the public landing page, the terms and the privacy notice, and the
// same support and FAQ content inside the signed-in app.
export { LandingScreen } from './screens/LandingScreen';
export { TermsScreen } from './screens/TermsScreen';
export { PrivacyScreen } from './screens/PrivacyScreen';
export { SupportScreen } from './screens/SupportScreen';
