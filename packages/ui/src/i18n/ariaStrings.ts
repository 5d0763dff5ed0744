// Every program that compiles this file (ui, features, web) needs the table's real type, declared there.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./reactAriaStrings.d.ts" />
import englishAriaStrings from 'react-aria-components/i18n/en-US';
import { persianAriaStrings, type AriaFormatter, type AriaMessage } from './persianAriaStrings';

// React Aria reads its strings from a page-wide table when one is set (the table its
// LocalizedStringProvider writes for a server-rendered page), before its own bundles. The table must hold
// every package, so it starts from React Aria's English; each message we translate becomes a function that
// answers in the language of the component asking (its I18nProvider locale), so a page that switches
// language keeps working without a reload.
const STRINGS = Symbol.for('react-aria.i18n.strings');
const LOCALE = Symbol.for('react-aria.i18n.locale');

const isPersian = (locale: string) => /^fa\b/i.test(locale);

function render(message: AriaMessage, args: Record<string, string>, formatter: AriaFormatter): string {
  return typeof message === 'function' ? message(args, formatter) : message;
}

/** React Aria's English table with our Persian messages answering Persian components. */
export function buildAriaStrings(): Record<string, Record<string, AriaMessage>> {
  const english = englishAriaStrings as unknown as Record<string, Record<string, AriaMessage>>;
  return Object.fromEntries(
    Object.entries(english).map(([pkg, messages]) => [
      pkg,
      Object.fromEntries(
        Object.entries(messages).map(([key, inEnglish]) => {
          const inPersian = persianAriaStrings[pkg]?.[key];
          if (inPersian === undefined) return [key, inEnglish];
          const message: AriaMessage = (args, formatter) =>
            render(isPersian(formatter.locale) ? inPersian : inEnglish, args, formatter);
          return [key, message];
        }),
      ),
    ]),
  );
}

/**
 * Gives React Aria's built-in texts (hidden labels such as the calendar's "Selected Date", the drop
 * zone's name, "Dismiss" of popovers) in Persian on Persian pages. Runs once, before anything renders;
 * importing the package does it.
 */
export function installAriaStrings(): void {
  const page = globalThis as Record<symbol, unknown>;
  if (typeof window === 'undefined' || page[STRINGS]) return;
  page[LOCALE] = 'en-US';
  page[STRINGS] = buildAriaStrings();
}
