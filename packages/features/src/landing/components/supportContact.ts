/** The desk's support address, shown on the landing page and in the terms and privacy notice. */
export const SUPPORT_EMAIL = 'support@sarraf.ir';
