/**
 * What the mock server answers on the admin screens, per `X-Locale`, in the real server's words;
 * stories assert exactly these.
 */
export const adminMockMessages = {
  fa: {
    validation: 'اطلاعات وارد شده معتبر نیست.',
    notFound: 'مسیر درخواستی پیدا نشد.',
    notInReview: 'این درخواست در انتظار بررسی نیست.',
    serverError: 'خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.',
    required: 'این فیلد الزامی است.',
    reasonTooLong: 'حداکثر ۵۰۰ نویسه مجاز است.',
    priceTooLarge: 'قیمت حداکثر 15 رقم صحیح می‌تواند داشته باشد.',
  },
  en: {
    validation: 'The given data was invalid.',
    notFound: 'The requested path was not found.',
    notInReview: 'This submission is not awaiting review.',
    serverError: 'An unexpected error occurred. Please try again.',
    required: 'This field is required.',
    reasonTooLong: 'At most 500 characters are allowed.',
    priceTooLarge: 'The price may have at most 15 digits before the decimal point.',
  },
} as const;

export type AdminMockMessage = keyof (typeof adminMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayAdmin(request: Request, key: AdminMockMessage): string {
  return adminMockMessages[request.headers.get('X-Locale') === 'en' ? 'en' : 'fa'][key];
}
