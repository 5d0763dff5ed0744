import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';

// The same check as the server's (a TRON mainnet address), so a typo is caught before anything is sent.

/** TRON's address prefix byte (mainnet): every base58 address starts with "T" because of it. */
const TRON_PREFIX = 0x41;
const ADDRESS_BYTES = 21;
const SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Base58 with a 4-byte checksum: the first bytes of sha256(sha256(payload)). */
const base58check = createBase58check(sha256);

/**
 * True for a TRC-20 (TRON) address: 34 base58 characters starting with T, decoding to 0x41, a 20-byte
 * account id and a matching 4-byte checksum. Other chains' addresses and hex forms are refused.
 */
export function isTronAddress(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  try {
    const payload = base58check.decode(text);
    return payload.length === ADDRESS_BYTES && payload[0] === TRON_PREFIX;
  } catch {
    return false; // the checksum does not match: a typo
  }
}

/** The address as sent: people paste it with spaces or a line break around it. */
export function cleanAddress(text: string): string {
  return text.replace(/\s+/g, '');
}

/** The message key (namespace `withdraw`) of an address's problem, or undefined. */
export function addressProblem(text: string): string | undefined {
  const address = cleanAddress(text);
  if (address === '') return 'validation.addressRequired';
  return isTronAddress(address) ? undefined : 'validation.addressInvalid';
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]*$/;

/**
 * The problem to show while the address is still being typed: only what more typing cannot fix (a
 * character base58 lacks, a first character other than T, or a full-length address that fails the check).
 */
export function addressProblemWhileTyping(text: string): string | undefined {
  const address = cleanAddress(text);
  if (address === '') return undefined;
  const hopeless = !BASE58.test(address) || !address.startsWith('T') || address.length >= 34;
  return hopeless && !isTronAddress(address) ? 'validation.addressInvalid' : undefined;
}
