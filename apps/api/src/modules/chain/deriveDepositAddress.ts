import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { HDKey, HARDENED_OFFSET } from '@scure/bip32';
import { tronAddressFromEvmHex } from './tronAddress.js';

/** The receiving branch (BIP-44 "external chain") under the account key. */
const RECEIVING_CHAIN = 0;

// Deriving the receiving branch costs an elliptic-curve multiplication: done once per key, not per address.
const receivingBranches = new Map<string, HDKey>();

function receivingBranch(accountXpub: string): HDKey {
  let branch = receivingBranches.get(accountXpub);
  if (!branch) {
    const account = HDKey.fromExtendedKey(accountXpub);
    // A private key here would mean someone configured an xprv: config refuses that, this is the last guard.
    if (account.privateKey) throw new Error('the deposit key must be public (xpub), never private');
    branch = account.deriveChild(RECEIVING_CHAIN);
    receivingBranches.set(accountXpub, branch);
  }
  return branch;
}

/**
 * The TRON address at m/44'/195'/0'/0/index, from the account key m/44'/195'/0' (an xpub): keccak-256 of the
 * uncompressed public key without its 0x04 byte, last 20 bytes, prefix 0x41, base58check. Only public
 * derivation is possible from an xpub, so `index` is a plain (non-hardened) child index.
 */
export function deriveTronAddress(accountXpub: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
    throw new RangeError(`derivation index out of range: ${index}`);
  }
  const child = receivingBranch(accountXpub).deriveChild(index);
  if (!child.publicKey) throw new Error('derived key has no public key');
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  const accountId = keccak_256(uncompressed.subarray(1)).subarray(-20);
  return tronAddressFromEvmHex(hex.encode(accountId));
}
