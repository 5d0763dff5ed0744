// The catalogue and its rules (placeholders, digits of the locale, waits in minutes) live in
// @sarraf/messages, shared with the client's mock server; the server knows them by these names.
export {
  DEFAULT_LOCALE,
  LOCALES,
  localDigits,
  localeFrom,
  notificationTexts as notificationTextsIn,
  translate as t,
  waitMessage,
} from '@sarraf/messages';
