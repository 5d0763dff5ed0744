/**
 * What the mock server answers in the verification flows, per `X-Locale`, in the real server's words;
 * stories assert exactly these.
 */
export const kycMockMessages = {
  fa: {
    validation: 'اطلاعات وارد شده معتبر نیست.',
    nationalCode: 'کد ملی باید ۱۰ رقم و معتبر باشد.',
    companyNationalId: 'شناسهٔ ملی شرکت باید ۱۱ رقم و معتبر باشد.',
    mobile: 'شمارهٔ موبایل را با کد کشور وارد کنید (مثلاً +98...).',
    inReview: 'اطلاعات شما در حال بررسی است و نمی‌توان آن را تغییر داد.',
    serverError: 'خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.',
    rejectionReason: 'تصویر کارت ملی خوانا نیست.',
  },
  en: {
    validation: 'The given data was invalid.',
    nationalCode: 'The national ID must be 10 digits with a valid checksum.',
    companyNationalId: 'The company national identifier must be 11 digits with a valid checksum.',
    mobile: 'Enter the mobile number with its country code (e.g. +98...).',
    inReview: 'Your verification is under review and cannot be changed.',
    serverError: 'An unexpected error occurred. Please try again.',
    rejectionReason: 'The national card photo is not readable.',
  },
} as const;

export type KycMockMessage = keyof (typeof kycMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayKyc(request: Request, key: KycMockMessage): string {
  return kycMockMessages[request.headers.get('X-Locale') === 'en' ? 'en' : 'fa'][key];
}
