import type { CodePurpose, Locale } from '../../db/schema.js';
import { antiPhishingLine } from './antiPhishingLine.js';
import type { MailMessage } from './createMailer.js';

const TEXTS = {
  fa: {
    sign_up: {
      subject: 'کد تأیید ثبت‌نام در صراف',
      body: 'کد تأیید ثبت‌نام شما: {code}\nاین کد تا ۱۰ دقیقه معتبر است. اگر شما درخواست نداده‌اید، این پیام را نادیده بگیرید.',
    },
    reset_password: {
      subject: 'کد بازیابی رمز عبور صراف',
      body: 'کد بازیابی رمز عبور شما: {code}\nاین کد تا ۱۰ دقیقه معتبر است. اگر شما درخواست نداده‌اید، این پیام را نادیده بگیرید.',
    },
    exists: {
      subject: 'حساب صراف شما',
      body: 'کسی خواست با این ایمیل در صراف ثبت‌نام کند، اما این ایمیل از پیش حساب دارد. برای ورود از رمز عبور خود استفاده کنید یا آن را بازیابی کنید.',
    },
  },
  en: {
    sign_up: {
      subject: 'Your Sarraf sign-up code',
      body: 'Your sign-up code is {code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this email.',
    },
    reset_password: {
      subject: 'Your Sarraf password reset code',
      body: 'Your password reset code is {code}\nIt is valid for 10 minutes. If you did not ask for it, ignore this email.',
    },
    exists: {
      subject: 'Your Sarraf account',
      body: 'Someone tried to sign up to Sarraf with this email, but it already has an account. Log in with your password, or reset it.',
    },
  },
} as const;

/**
 * The email carrying a code (or, for sign-up with a taken email, the notice that the account exists). Mail to
 * an existing account opens with its owner's anti-phishing phrase, when one is set.
 */
export function codeMail(
  to: string,
  locale: Locale,
  kind: CodePurpose | 'exists',
  code = '',
  antiPhishingPhrase: string | null = null,
): MailMessage {
  const text = TEXTS[locale][kind];
  const opening = antiPhishingLine(locale, antiPhishingPhrase);
  return { to, locale, subject: text.subject, text: `${opening}${text.body.replace('{code}', code)}` };
}
