// No styles, no React: which sentences an audit entry reads as, from the details the server writes for it
// (apps/api/src/modules: each `recordAudit` call). Unit-tested in describeAuditEntry.test.ts.
import type { AuditEntry } from '../api/adminListAuditLog';
import {
  date,
  identifier,
  isRecord,
  said,
  sentence as S,
  textOf,
  word,
  wordsOf,
  type AuditSentence,
  type DescribeAction as Describe,
  type Json,
} from './auditSentence';
import {
  describeChainDeposits,
  describeOrderApproval,
  describeOrderRejection,
  describePriceSet,
  describeFloorSet,
  describeTreasuryMove,
  describeWalletDecision,
} from './describeMoneyEntries';
import { describeOwnLimit } from './describeLimitEntries';
import { describeMarketControls } from './describeMarketControls';
import { describeSettingsChange } from './describeSettingsChange';
import { summarizeAuditDetails, type AuditDetail } from './summarizeAuditDetails';

/** What an audit entry says, in the operator's language once the screen writes it. */
export interface AuditDescription {
  /** What happened, in one sentence; null for an action this client has no words for (shown as written). */
  summary: AuditSentence | null;
  /** Further sentences: only what changed, the reason, the note. */
  sentences: AuditSentence[];
  /** When there are no sentences for these details: the details as short "name: value" lines. */
  details: AuditDetail[];
}

function describeVerification(decision: 'Approved' | 'Rejected'): Describe {
  return ({ details }) => {
    const user = textOf(details.user_id);
    if (user === undefined) return null;
    const type = details.user_type;
    return {
      summary: S(`verification${decision}`, { user: identifier(user) }),
      sentences: [
        ...(type === 'individual' || type === 'legal'
          ? [S('accountType', { type: word(`userType.${type}`) })]
          : []),
        ...said('reason', details.reason),
      ],
    };
  };
}

/** The desk stopped a person's withdrawals or trading (with the note they read), or opened them again. */
function describeFreeze(what: 'withdrawals' | 'trading', lift: boolean): Describe {
  const stem = what === 'withdrawals' ? 'withdrawals' : 'trading';
  return ({ details }) => {
    const email = wordsOf(details.email);
    if (email === undefined) return null;
    const since = wordsOf(details.frozen_at);
    if (!lift)
      return {
        summary: S(`${stem}Stopped`, { email: identifier(email) }),
        sentences: said('noteToPerson', details.note),
      };
    return {
      summary:
        since === undefined
          ? S(`${stem}Opened`, { email: identifier(email) })
          : S(`${stem}OpenedSince`, { email: identifier(email), since: date(since) }),
      sentences: said('note', details.note),
    };
  };
}

/**
 * A request to replace a lost second factor, decided: approved, the person's authenticator app and recovery
 * codes were removed (with the operator's note of what they compared); rejected, with the reason they are mailed.
 */
function describeFactorRecovery(approve: boolean): Describe {
  return ({ details }) => {
    const user = textOf(details.user_id);
    if (user === undefined) return null;
    return {
      summary: S(approve ? 'factorRecoveryApproved' : 'factorRecoveryRejected', { user: identifier(user) }),
      sentences: approve ? said('note', details.note) : said('reason', details.reason),
    };
  };
}

const describeSettings: Describe = ({ details }) =>
  isRecord(details.before) && isRecord(details.after)
    ? describeSettingsChange(details.before, details.after)
    : null;

/**
 * Every action the server audits (apps/api/src: `recordAudit`), with the title shown when an entry's
 * details are not the shape this client knows (an entry written by an older or newer server).
 */
const ACTIONS: Record<string, { title: string; describe: Describe }> = {
  'verification.approve': { title: 'verificationApprove', describe: describeVerification('Approved') },
  'verification.reject': { title: 'verificationReject', describe: describeVerification('Rejected') },
  'market.price_set': { title: 'marketPriceSet', describe: describePriceSet },
  'market.controls_set': { title: 'marketControlsSet', describe: describeMarketControls },
  'wallet.approve': { title: 'walletApprove', describe: describeWalletDecision(true) },
  'wallet.reject': { title: 'walletReject', describe: describeWalletDecision(false) },
  'wallet.creditChainDeposit': { title: 'walletCreditChainDeposit', describe: describeChainDeposits },
  'settings.update': { title: 'settingsUpdate', describe: describeSettings },
  'order.admin_approve': { title: 'orderApprove', describe: describeOrderApproval },
  'order.admin_reject': { title: 'orderReject', describe: describeOrderRejection },
  'security.freezeWithdrawals': {
    title: 'freezeWithdrawals',
    describe: describeFreeze('withdrawals', false),
  },
  'security.freezeTrading': { title: 'freezeTrading', describe: describeFreeze('trading', false) },
  'security.liftWithdrawalFreeze': {
    title: 'liftWithdrawalFreeze',
    describe: describeFreeze('withdrawals', true),
  },
  'security.liftTradingFreeze': { title: 'liftTradingFreeze', describe: describeFreeze('trading', true) },
  'security.factorRecoveryApprove': {
    title: 'factorRecoveryApprove',
    describe: describeFactorRecovery(true),
  },
  'security.factorRecoveryReject': { title: 'factorRecoveryReject', describe: describeFactorRecovery(false) },
  'treasury.propose': { title: 'treasuryPropose', describe: describeTreasuryMove('propose') },
  'treasury.approve': { title: 'treasuryApprove', describe: describeTreasuryMove('approve') },
  'treasury.reject': { title: 'treasuryReject', describe: describeTreasuryMove('reject') },
  'treasury.floor_set': { title: 'treasuryFloorSet', describe: describeFloorSet },
  'limits.own_set': { title: 'limitsOwnSet', describe: describeOwnLimit(true) },
  'limits.own_removed': { title: 'limitsOwnRemoved', describe: describeOwnLimit(false) },
};

/** The audit actions this client has sentences for. */
export const DESCRIBED_ACTIONS = Object.keys(ACTIONS);

/**
 * An audit entry as sentences: what happened, then only what changed and the words the operator gave.
 * An action this client does not know, or details it cannot read, fall back to their name (or title) and
 * compact "name: value" lines, never raw JSON.
 */
export function describeAuditEntry(
  entry: Pick<AuditEntry, 'action' | 'subject_id' | 'details'>,
): AuditDescription {
  const details: Json = isRecord(entry.details) ? entry.details : {};
  const known = Object.hasOwn(ACTIONS, entry.action) ? ACTIONS[entry.action] : undefined;
  const told = known?.describe({ subject_id: entry.subject_id, details });
  if (told) return { ...told, details: [] };
  return {
    summary: known ? { key: `audit.actions.${known.title}` } : null,
    sentences: [],
    details: summarizeAuditDetails(details),
  };
}
