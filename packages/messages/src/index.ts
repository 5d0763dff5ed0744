export { messages, type MessageKey } from './messages.js';
export {
  DEFAULT_LOCALE,
  LOCALES,
  localDigits,
  localeFrom,
  notificationTexts,
  translate,
  waitMessage,
  type Locale,
  type MessageParams,
} from './translate.js';
