// Mocks for the workbench and tests only; never imported by the app.
export { authHandlers, authMockMessages } from './authHandlers';
export { buildUser, buildCaptchaChallenge, MOCK_CAPTCHA_HMAC_KEY } from './authFixtures';
