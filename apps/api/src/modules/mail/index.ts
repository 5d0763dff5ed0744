/** Outgoing mail: SMTP, or the local outbox of the quick start. No operations of its own. */
export { createMailer, OUTBOX_LISTING, OUTBOX_SEPARATOR } from './createMailer.js';
export type { Mailer, MailMessage, MailerOptions } from './createMailer.js';
export { antiPhishingLine } from './antiPhishingLine.js';
export { codeMail } from './codeMail.js';
