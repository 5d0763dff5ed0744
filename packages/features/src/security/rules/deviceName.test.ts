import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fa from '../i18n/fa.json';
import { deviceName, deviceNameParts } from './deviceName';

/** A stand-in for i18next over the catalogue's `device` sentences: `{{name}}` filled in. */
const translateIn =
  (catalogue: typeof en) =>
  (key: string, options: Record<string, string> = {}) => {
    const name = key.replace('security:device.', '') as keyof typeof en.device;
    return catalogue.device[name].replace(/\{\{(\w+)\}\}/g, (_, value: string) => options[value] ?? '');
  };

describe('the name of a signed-in device', () => {
  it('says the browser on the system when the server could tell both', () => {
    expect(deviceName({ browser: 'Chrome 131', os: 'Android 14' }, translateIn(en))).toBe(
      'Chrome 131 on Android 14',
    );
    expect(deviceName({ browser: 'Chrome 131', os: 'Android 14' }, translateIn(fa))).toBe(
      'Chrome 131 روی Android 14',
    );
  });

  it('is the browser alone when the system is unknown', () => {
    expect(deviceName({ browser: 'Firefox 133', os: null }, translateIn(en))).toBe('Firefox 133');
  });

  it('names an unknown browser on a known system', () => {
    expect(deviceName({ browser: null, os: 'Windows 10' }, translateIn(en))).toBe(
      'Unknown browser on Windows 10',
    );
  });

  it('is an unknown device when neither is known, blank names included', () => {
    expect(deviceName({ browser: null, os: null }, translateIn(en))).toBe('Unknown device');
    expect(deviceName({ browser: '  ', os: '' }, translateIn(fa))).toBe('دستگاه ناشناخته');
  });

  it('comes in pieces that set the names apart, and read as the same sentence', () => {
    const device = { browser: 'Edge 131', os: 'Linux x86_64 (Ubuntu 24.04)' };
    expect(deviceNameParts(device, translateIn(fa))).toEqual([
      { text: 'Edge 131', isName: true },
      { text: ' روی ', isName: false },
      { text: 'Linux x86_64 (Ubuntu 24.04)', isName: true },
    ]);
    expect(deviceNameParts({ browser: null, os: 'iOS 18' }, translateIn(en))).toEqual([
      { text: 'Unknown browser on ', isName: false },
      { text: 'iOS 18', isName: true },
    ]);
    expect(deviceNameParts({ browser: null, os: null }, translateIn(en))).toEqual([
      { text: 'Unknown device', isName: false },
    ]);
  });

  it('passes a name with markup in it through as text', () => {
    const device = { browser: '<strong>Evil</strong> 1', os: null };
    expect(deviceNameParts(device, translateIn(en))).toEqual([
      { text: '<strong>Evil</strong> 1', isName: true },
    ]);
  });
});
