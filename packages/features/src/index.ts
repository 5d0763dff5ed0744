// Everything public of @sarraf/features: shared building blocks and each feature's own surface.
export * from './shared';
export * from './auth';
export { changeLanguage } from './shared/i18n/changeLanguage';
