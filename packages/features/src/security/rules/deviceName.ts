import type { components } from '../../shared/api/schema.gen';

/** A browser and system as the server read them from a User-Agent ("Chrome 131", "Android 14"), or null. */
export type Device = Pick<components['schemas']['Device'], 'browser' | 'os'>;

/** The feature's `t`, narrowed to what the name needs. */
type Translate = (key: string, options?: Record<string, string>) => string;

type NamePart = 'browser' | 'os';

/** Which sentence names the device, and the names it holds (blank ones count as unknown). */
function sentenceOf(device: Device): { key: string; names: Partial<Record<NamePart, string>> } {
  const browser = device.browser?.trim() || undefined;
  const os = device.os?.trim() || undefined;
  if (browser && os) return { key: 'security:device.both', names: { browser, os } };
  if (browser) return { key: 'security:device.browserOnly', names: { browser } };
  if (os) return { key: 'security:device.osOnly', names: { os } };
  return { key: 'security:device.unknown', names: {} };
}

/**
 * How a session or sign-in names its device: "Chrome 131 on Android 14", or as much of it as the server
 * could tell. The names stay as the server wrote them (product names, not words to translate). A User-Agent
 * is whatever the client says: a description, never proof.
 */
export function deviceName(device: Device, t: Translate): string {
  const { key, names } = sentenceOf(device);
  return t(key, names);
}

/** Stand-ins for the names while the sentence is translated: private-use characters no translation holds. */
const STAND_IN: Record<NamePart, string> = { browser: '\uE000', os: '\uE001' };

/**
 * The same sentence in pieces, each either words of the sentence or one of the names, so a page can set the
 * names apart (left to right inside Persian) without passing text from a User-Agent through a markup parser.
 */
export function deviceNameParts(device: Device, t: Translate): Array<{ text: string; isName: boolean }> {
  const { key, names } = sentenceOf(device);
  const standIns = Object.fromEntries(Object.keys(names).map((part) => [part, STAND_IN[part as NamePart]]));
  const pieces = t(key, standIns).split(/([\uE000\uE001])/);
  return pieces
    .filter((piece) => piece !== '')
    .map((piece) => {
      const part = (Object.keys(STAND_IN) as NamePart[]).find((name) => STAND_IN[name] === piece);
      return part ? { text: names[part] ?? '', isName: true } : { text: piece, isName: false };
    });
}
