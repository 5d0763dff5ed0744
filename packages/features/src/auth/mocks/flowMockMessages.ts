/**
 * What the mock server answers in the sign-up and password flows, per `X-Locale`, in the real server's
 * words; stories assert exactly these.
 */
export const flowMockMessages = {
  fa: {
    otpSent: 'کد تأیید با موفقیت ارسال شد! در حال انتقال...',
    otpResent: 'کد تأیید دوباره ارسال شد!',
    resetSent: 'اگر این ایمیل حسابی داشته باشد، کد بازیابی به آن ارسال شد.',
    otpInvalid: 'کد تأیید نامعتبر است',
    cooldown: 'لطفاً ۳۰ ثانیه دیگر برای دریافت کد جدید صبر کنید.',
    validation: 'اطلاعات وارد شده معتبر نیست.',
    emailFormat: 'قالب این فیلد معتبر نیست.',
    emailTooLong: 'حداکثر ۲۵۴ نویسه مجاز است.',
    passwordMismatch: 'رمزهای عبور باید یکسان باشند!',
    passwordCommon: 'این رمز عبور بسیار رایج است و به‌راحتی حدس زده می‌شود. رمز دیگری انتخاب کنید.',
    currentPasswordWrong: 'رمز عبور فعلی اشتباه است.',
    tooManyRequests: 'تعداد درخواست‌ها زیاد است. لطفاً ۶۰ ثانیه دیگر دوباره تلاش کنید.',
    serverError: 'خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.',
    unauthenticated: 'ابتدا وارد حساب کاربری خود شوید.',
  },
  en: {
    otpSent: 'OTP sent successfully! Redirecting...',
    otpResent: 'Verification code has been resent!',
    resetSent: 'If this email has an account, a reset code has been sent to it.',
    otpInvalid: 'Invalid verification code',
    cooldown: 'Please wait 30 seconds before asking for a new code.',
    validation: 'The given data was invalid.',
    emailFormat: 'This field has an invalid format.',
    emailTooLong: 'At most 254 characters are allowed.',
    passwordMismatch: 'Passwords must be same!',
    passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
    currentPasswordWrong: 'The current password is incorrect.',
    tooManyRequests: 'Too many requests. Please try again in 60 seconds.',
    serverError: 'An unexpected error occurred. Please try again.',
    unauthenticated: 'Please log in first.',
  },
} as const;

export type FlowMockMessage = keyof (typeof flowMockMessages)['en'];

/** The message in the language the request asked for (default fa, like the server). */
export function sayFlow(request: Request, key: FlowMockMessage): string {
  return flowMockMessages[request.headers.get('X-Locale') === 'en' ? 'en' : 'fa'][key];
}

/** Seconds of the mocked resend cooldown (the server's `resend_in`). */
export const MOCK_RESEND_IN = 120;

/** Seconds of the mocked Retry-After on a refused resend. */
export const MOCK_RETRY_AFTER = 30;
