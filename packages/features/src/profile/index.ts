// The profile feature's public surface.
export { ProfileScreen, type ProfileScreenProps } from './screens/ProfileScreen';
export { VerificationBanner, type VerificationBannerProps } from './screens/VerificationBanner';
export { setLocale, type LocaleRequest } from './api/setLocale';
