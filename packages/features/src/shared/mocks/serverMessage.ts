import { localeFrom, translate, type Locale, type MessageKey, type MessageParams } from '@sarraf/messages';

/** A server message: its key, with the values of its `{name}` placeholders when it has some. */
export type ServerMessageRef = MessageKey | readonly [MessageKey, MessageParams];

/**
 * What the real server says for `key`, in the language the request asked for (`X-Locale`, Persian by
 * default, as the server decides): the same catalogue, placeholders and digits, so a story shows the
 * text a person will see.
 */
export function serverMessage(request: Request | Locale, key: MessageKey, params?: MessageParams): string {
  const locale = typeof request === 'string' ? request : localeFrom(request.headers.get('X-Locale'));
  return translate(locale, key, params);
}

/**
 * A feature's mock messages by name, written out in both languages from the server's catalogue: the
 * handlers answer with them and the stories assert exactly them (`messages[currentLocale()].name`).
 */
export function mockMessages<const Names extends Record<string, ServerMessageRef>>(
  names: Names,
): Record<Locale, { readonly [Name in keyof Names]: string }> {
  const inLocale = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(names).map(([name, ref]) => [
        name,
        typeof ref === 'string' ? translate(locale, ref) : translate(locale, ref[0], ref[1]),
      ]),
    ) as { [Name in keyof Names]: string };
  return { fa: inLocale('fa'), en: inLocale('en') };
}

/** The mock message `name` in the language the request asked for. */
export function sayIn<Name extends string>(
  messages: Record<Locale, Readonly<Record<Name, string>>>,
  request: Request,
  name: NoInfer<Name>,
): string {
  return messages[localeFrom(request.headers.get('X-Locale'))][name];
}
