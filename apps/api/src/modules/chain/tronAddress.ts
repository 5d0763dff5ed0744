import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check, hex } from '@scure/base';

/** TRON's address prefix byte (mainnet): every base58 address starts with "T" because of it. */
const TRON_PREFIX = 0x41;
const ADDRESS_BYTES = 21;

/** Base58 with a 4-byte checksum: the first bytes of sha256(sha256(payload)). */
const base58check = createBase58check(sha256);

/**
 * True for a TRON base58check address: 25 bytes decoded (0x41, a 20-byte account id, a 4-byte checksum of
 * double SHA-256). Hex forms ("41...", "0x...") and other chains' addresses are refused; surrounding spaces
 * are not trimmed here (the form trims before it asks).
 */
export function isTronAddress(text: string): boolean {
  return tronAddressBytes(text) !== undefined;
}

/** The 21 payload bytes (prefix + account id) of a valid address, or undefined. */
function tronAddressBytes(text: string): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return undefined;
  let payload: Uint8Array;
  try {
    payload = base58check.decode(text);
  } catch {
    return undefined; // wrong checksum
  }
  return payload.length === ADDRESS_BYTES && payload[0] === TRON_PREFIX ? payload : undefined;
}

/**
 * The 20-byte account id of an address as 40 lowercase hex digits: the form EVM logs use (a log's
 * `address`, an indexed topic's last 20 bytes). Throws on an invalid address.
 */
export function tronAddressToEvmHex(address: string): string {
  const bytes = tronAddressBytes(address);
  if (!bytes) throw new Error(`not a TRON address: ${address}`);
  return hex.encode(bytes.subarray(1));
}

/** The base58 address of a 20-byte account id (40 hex digits, with or without TRON's 41 prefix). */
export function tronAddressFromEvmHex(accountHex: string): string {
  const digits = accountHex.toLowerCase().replace(/^0x/, '');
  const id = digits.length === 42 && digits.startsWith('41') ? digits.slice(2) : digits;
  if (!/^[0-9a-f]{40}$/.test(id)) throw new Error(`not a 20-byte account id: ${accountHex}`);
  const payload = new Uint8Array(ADDRESS_BYTES);
  payload[0] = TRON_PREFIX;
  payload.set(hex.decode(id), 1);
  return base58check.encode(payload);
}
