// Every feature's mock handler groups and fixtures in one place, for the workbench.
export * from './auth/mocks';
export * from './profile/mocks';
export * from './kyc/mocks';
export * from './landing/mocks';
export * from './admin/mocks';
export * from './wallet/mocks';
export * from './withdraw/mocks';
export * from './orders/mocks';
export * from './referral/mocks';
export * from './trade/mocks';
export * from './notifications/mocks';
export * from './reports/mocks';
export { http as mockHttp } from './shared/mocks/http';
export { buildErrorBody } from './shared/mocks/errorBody';
export { buildUser } from './shared/mocks/userFixtures';
