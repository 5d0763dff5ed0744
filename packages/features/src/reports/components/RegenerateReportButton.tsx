import { Button, visuallyHidden } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { createReport } from '../api/createReport';
import type { Report } from '../api/listReports';
import { useGenerateOutcome } from '../hooks/useGenerateOutcome';
import { useReportWords } from '../hooks/useReportWords';
import '../i18n/registerReportsI18n';
import { rangeOf, toReportRequest } from '../rules/reportRange';

/**
 * "Generate again" on a failed report: asks for the same range once more through the form path (a double
 * tap sends once). The new report heads the list; a refusal is told in a toast with the server's words.
 */
export function RegenerateReportButton({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const words = useReportWords();
  const outcome = useGenerateOutcome();
  const form = useForm({
    namespace: 'reports',
    initialValues: () => rangeOf(report),
    submit: (values) => createReport(toReportRequest(values)),
    onSuccess: (created) => outcome.created(created),
    onError: (error) => {
      outcome.failed(error);
      return true;
    },
  });
  return (
    <Button
      variant="secondary"
      isPending={form.isPending}
      pendingLabel={t('generate.submitting')}
      onPress={() => form.handleSubmit()}
    >
      {t('regenerate')}
      <span className={visuallyHidden}> {t('regenerateWhich', { range: words.range(report) })}</span>
    </Button>
  );
}
