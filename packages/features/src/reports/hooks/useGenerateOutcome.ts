import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import type { Report } from '../api/listReports';
import '../i18n/registerReportsI18n';
import { reportCreated } from '../state/reportChanges';

/** The server would not take another report now: too many waiting, or asked too often (429). */
export const isLimited = (error: unknown) => isApiError(error) && error.status === 429;

/** The server's own words about a failure, when it sent any (spec section 8's joining); else undefined. */
export const serverWords = (error: unknown) => buildErrorText(error, '') || undefined;

/**
 * What follows a request for a report, wherever it was asked: taken, it heads the list and the spec's
 * success toast says it is on its way; refused or failed, a toast with spec section 8's words and the
 * server's (the form itself shows a 422 on its field and a 429 in place, see GenerateReportForm).
 */
export function useGenerateOutcome() {
  const { t } = useTranslation('reports');
  const queryClient = useQueryClient();
  const showToast = useScreenToasts();
  return {
    created: async (report: Report) => {
      await reportCreated(queryClient, report);
      showToast({ title: t('generate.success'), tone: 'positive' });
    },
    failed: (error: unknown) => {
      showToast({
        title: isLimited(error) ? t('generate.limitedTitle') : t('generate.failed'),
        description: serverWords(error),
        tone: 'critical',
      });
    },
  };
}
