import type { components } from '../../shared/api/schema.gen';
import { buildSavedAddresses, buildSavedIbans } from './withdrawFixtures';

type SavedIban = components['schemas']['SavedIban'];
type SavedAddress = components['schemas']['SavedAddress'];
type WalletTransaction = components['schemas']['WalletTransaction'];

/** A money-moving call as the mock server received it: what a story checks was sent, and how often. */
export interface SentWithdrawal {
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

/**
 * What the mock server remembers between calls within one story: saved IBANs and addresses change as
 * they are added and deleted, and every withdrawal request is noted. Stories reset it before they start.
 */
export const mockState = {
  ibans: [] as SavedIban[],
  addresses: [] as SavedAddress[],
  withdrawals: [] as SentWithdrawal[],
  /** The first answer to each Idempotency-Key, given again when the key comes back. */
  answers: new Map<string, WalletTransaction>(),
  /** The authenticator app's codes already taken: each moves money once. */
  usedCodes: new Set<string>(),
  /** Secure-withdrawal mode is in force: saving a destination takes the app's code, and it waits. */
  secureMode: false,
  nextId: 100,
};

export interface ResetWithdrawMocksOptions {
  /** Start with the fixtures' saved IBANs and addresses. @default true */
  saved?: boolean;
  /** Secure-withdrawal mode is in force. @default false */
  secureMode?: boolean;
}

/** Back to the start: two saved IBANs and two saved addresses (or none), nothing requested, no code used. */
export function resetWithdrawMocks({
  saved = true,
  secureMode = false,
}: ResetWithdrawMocksOptions = {}): void {
  mockState.ibans = saved ? buildSavedIbans() : [];
  mockState.addresses = saved ? buildSavedAddresses() : [];
  mockState.withdrawals = [];
  mockState.answers = new Map();
  mockState.usedCodes = new Set();
  mockState.secureMode = secureMode;
  mockState.nextId = 100;
}

resetWithdrawMocks();
