// Everything public of @sarraf/features: shared building blocks and each feature's own surface.
export * from './shared';
export * from './auth';
export * from './profile';
export * from './kyc';
export * from './landing';
export * from './admin';
export * from './wallet';
export * from './withdraw';
export * from './orders';
export * from './trade';
export { changeLanguage } from './shared/i18n/changeLanguage';
