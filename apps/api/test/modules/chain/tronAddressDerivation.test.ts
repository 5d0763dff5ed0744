import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_USDT_XPUB } from '../../../src/config.js';
import {
  deriveTronAddress,
  isTronAddress,
  tronAddressFromEvmHex,
  tronAddressToEvmHex,
} from '../../../src/modules/chain/index.js';

const VECTOR_MNEMONIC = 'shoot island position soft burden budget tooth cruel issue economy destroy above';
const DEMO_MNEMONIC = `${'abandon '.repeat(11)}about`;

/** The account key m/44'/195'/0' of a mnemonic, as an operator's wallet would export it. */
const accountXpubOf = (mnemonic: string) =>
  HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic)).derive("m/44'/195'/0'").publicExtendedKey;

const base58check = createBase58check(sha256);

describe('deposit address derivation', () => {
  it("derives the known address of the test vector at m/44'/195'/0'/0/0 from the account xpub", () => {
    expect(deriveTronAddress(accountXpubOf(VECTOR_MNEMONIC), 0)).toBe('TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio');
  });

  it('gives from the xpub the same addresses a wallet holding the private keys derives', () => {
    const xpub = accountXpubOf(VECTOR_MNEMONIC);
    const master = HDKey.fromMasterSeed(mnemonicToSeedSync(VECTOR_MNEMONIC));
    for (const index of [0, 1, 2, 19, 1000]) {
      const privateChild = master.derive(`m/44'/195'/0'/0/${index}`);
      const point = secp256k1.getPublicKey(privateChild.privateKey!, false);
      const id = keccak_256(point.subarray(1)).subarray(-20);
      expect(deriveTronAddress(xpub, index)).toBe(base58check.encode(Uint8Array.from([0x41, ...id])));
    }
  });

  it('gives every index its own address', () => {
    const xpub = accountXpubOf(VECTOR_MNEMONIC);
    const addresses = Array.from({ length: 50 }, (_, index) => deriveTronAddress(xpub, index));
    expect(new Set(addresses).size).toBe(50);
    expect(addresses.every(isTronAddress)).toBe(true);
  });

  it('ships as its demo key the account key of the public test mnemonic (abandon ... about)', () => {
    expect(DEMO_USDT_XPUB).toBe(accountXpubOf(DEMO_MNEMONIC));
    expect(deriveTronAddress(DEMO_USDT_XPUB, 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
  });

  it('refuses hardened or negative indexes and a private key', () => {
    const xpub = accountXpubOf(VECTOR_MNEMONIC);
    expect(() => deriveTronAddress(xpub, -1)).toThrow(RangeError);
    expect(() => deriveTronAddress(xpub, 2 ** 31)).toThrow(RangeError);
    expect(() => deriveTronAddress(xpub, 1.5)).toThrow(RangeError);
    const xprv = HDKey.fromMasterSeed(mnemonicToSeedSync(VECTOR_MNEMONIC)).derive(
      "m/44'/195'/0'",
    ).privateExtendedKey;
    expect(() => deriveTronAddress(xprv, 0)).toThrow(/public/);
  });
});

describe('isTronAddress', () => {
  const good = ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio'];

  it('accepts valid addresses', () => {
    for (const address of good) expect(isTronAddress(address)).toBe(true);
  });

  it('refuses a changed character (bad checksum)', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj7t')).toBe(false);
  });

  it('refuses a valid base58check of another prefix (Bitcoin, a wrong TRON byte)', () => {
    const id = hex.decode(tronAddressToEvmHex(good[0]!));
    const bitcoin = base58check.encode(Uint8Array.from([0x00, ...id]));
    const otherByte = base58check.encode(Uint8Array.from([0x42, ...id]));
    expect(isTronAddress(bitcoin)).toBe(false);
    expect(isTronAddress(otherByte)).toBe(false);
    // Right prefix, wrong length: 22 payload bytes.
    expect(isTronAddress(base58check.encode(Uint8Array.from([0x41, ...id, 0])))).toBe(false);
  });

  it('refuses hex forms and other text', () => {
    const accountHex = tronAddressToEvmHex(good[0]!);
    for (const text of [
      `0x${accountHex}`,
      `41${accountHex}`,
      '',
      ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tT',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', // 0 is not base58
      '0x4e83362442b8d1bec281594cea3050c8eb01311c',
    ]) {
      expect(isTronAddress(text), text).toBe(false);
    }
  });

  it('round-trips any account id, and a changed character is caught', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(33), (id, position) => {
        const address = tronAddressFromEvmHex(hex.encode(id));
        expect(isTronAddress(address)).toBe(true);
        expect(tronAddressToEvmHex(address)).toBe(hex.encode(id));
        const at = position + 1; // keep the leading T
        const swapped = address[at] === '2' ? '3' : '2';
        const changed = `${address.slice(0, at)}${swapped}${address.slice(at + 1)}`;
        expect(isTronAddress(changed)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
