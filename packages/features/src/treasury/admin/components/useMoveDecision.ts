import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/errors/ApiError';
import { buildErrorText } from '../../../shared/errors/buildErrorText';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import '../i18n/registerTreasuryAdminI18n';
import { treasuryChanged } from '../state/treasuryChanges';

export type MoveDecision = 'approved' | 'rejected';

export interface MoveDecisionHandlers {
  /** Closes the dialog (the decision is taken, or cannot be). */
  onClose: () => void;
  /** Called with the decided move once the server took the decision. */
  onDecided: (move: TreasuryMove, decision: MoveDecision) => void;
  /** Called with the server's words when the move cannot be decided (403, 409). */
  onRefused: (message: string) => void;
}

/**
 * What both decisions do with the server's answer: taken, the dialog closes and the board reads the moves
 * and the stock again. Refused, because the operator proposed it (403), another operator decided first, or
 * the stock cannot pay out this much now (409, with the most it can), the server's sentence is said in the
 * screen's alert and the board is read again, so the stock shown is the one the server refused against.
 */
export function useMoveDecision({ onClose, onDecided, onRefused }: MoveDecisionHandlers) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return {
    decided: (decision: MoveDecision) => async (move: TreasuryMove) => {
      onClose();
      onDecided(move, decision);
      await treasuryChanged(queryClient);
    },
    refused: (error: unknown): boolean => {
      if (!isApiError(error) || (error.status !== 409 && error.status !== 403)) return false;
      onClose();
      onRefused(buildErrorText(error, t('common:errors.unexpected')));
      void treasuryChanged(queryClient);
      return true;
    },
  };
}
