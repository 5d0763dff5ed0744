// No styles, no React: what an audit entry was about, as a phrase of the `admin` catalogue.
import type { AuditEntry } from '../api/adminListAuditLog';
import { isCurrency } from '../../../entities/currency';
import { identifier, word, type AuditSentence } from './auditSentence';

const NUMBERED: Record<string, string> = {
  verification: 'verification',
  order: 'order',
  wallet_transaction: 'walletTransaction',
  user: 'user',
  factor_recovery: 'factorRecovery',
  treasury_move: 'treasuryMove',
};

/**
 * The entry's subject ("Verification submission 8", "Market USDT/IRT"), its id an identifier (Latin digits,
 * left to right); a subject this client has no words for is its type and id as the server wrote them.
 */
export function auditSubjectOf(entry: Pick<AuditEntry, 'subject_type' | 'subject_id'>): AuditSentence | null {
  const { subject_type: type, subject_id: id } = entry;
  if (!type) return null;
  const phrase = (key: string, values?: AuditSentence['values']) => ({
    key: `audit.subjects.${key}`,
    ...(values ? { values } : {}),
  });
  if (type === 'settings') return phrase('settings');
  if (id && type === 'market') return phrase('market', { pair: identifier(id) });
  if (id && type === 'chain_transaction') return phrase('chainTransaction', { hash: identifier(id) });
  if (id && type === 'desk_stock' && isCurrency(id))
    return phrase('deskStock', { currency: word(`wallet.currencies.${id}`) });
  if (id && /^[0-9]+$/.test(id) && Object.hasOwn(NUMBERED, type))
    return phrase(NUMBERED[type]!, { id: identifier(id) });
  return phrase('other', { subject: identifier([type, id].filter(Boolean).join(' ')) });
}
