// When the texts last changed; update with every change of the terms or privacy strings (both languages).
export const TERMS_UPDATED_AT = '2026-11-22';
export const PRIVACY_UPDATED_AT = '2026-11-22';
