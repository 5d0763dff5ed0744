import { Banner, Button, DateRangePicker } from '@sarraf/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { serverFieldErrors } from '../../shared/forms/serverFieldErrors';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { createReport } from '../api/createReport';
import { isLimited, serverWords, useGenerateOutcome } from '../hooks/useGenerateOutcome';
import '../i18n/registerReportsI18n';
import {
  defaultReportRange,
  todayInTehran,
  toReportRequest,
  validateReportRange,
  type ReportRangeField,
  type ReportRangeValues,
} from '../rules/reportRange';
import * as styles from './GenerateReportForm.css';

const FIELDS: readonly ReportRangeField[] = ['from', 'to'];

export interface GenerateReportFormProps {
  /** Where "today" comes from (Tehran's day): the default range and the latest day allowed. */
  now: () => Date;
}

/**
 * The period and "Generate report" (spec sections 2 and 8). Starts at this month so far in the reader's
 * calendar; the client's rules run first (both ends, in order, not after today, at most 366 days), then
 * POST /api/reports with Gregorian ISO dates. A 422 shows on the field (the server names `from` or `to`);
 * a 429 (reports already waiting, or too many requests) stays in place with the server's words until the
 * period changes or is sent again; any other failure is a toast. A double tap sends once (the form path).
 */
export function GenerateReportForm({ now }: GenerateReportFormProps) {
  const { t } = useTranslation('reports');
  const locale = useDisplayLocale();
  const outcome = useGenerateOutcome();
  const [limited, setLimited] = useState<string | null>(null);
  const today = todayInTehran(now());
  const form = useForm<ReportRangeValues, Awaited<ReturnType<typeof createReport>>, ReportRangeField>({
    namespace: 'reports',
    initialValues: () => defaultReportRange(today, locale === 'fa' ? 'persian' : 'gregory'),
    validate: (values) => validateReportRange(values, todayInTehran(now())),
    submit: (values) => {
      setLimited(null);
      return createReport(toReportRequest(values));
    },
    onSuccess: (report) => outcome.created(report),
    onError: (error) => {
      if (isLimited(error)) {
        setLimited(serverWords(error) ?? t('generate.failed'));
        return true;
      }
      // A 422 about the period is the field's to show; anything else is told in a toast.
      if (Object.keys(serverFieldErrors(error, FIELDS)).length > 0) return false;
      outcome.failed(error);
      return true;
    },
  });
  const { from, to } = form.values;
  // One field holds both ends: it says what is wrong with either, each message once.
  const rangeError = [...new Set(FIELDS.map((field) => form.fieldErrors[field]).filter(Boolean))].join(', ');

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <DateRangePicker
        label={t('generate.rangeLabel')}
        description={t('generate.rangeHint')}
        calendarButtonLabel={t('generate.calendarButton')}
        previousMonthLabel={t('generate.previousMonth')}
        nextMonthLabel={t('generate.nextMonth')}
        value={from && to ? { start: from, end: to } : null}
        onChange={(range) => {
          form.setValue('from', range?.start ?? null);
          form.setValue('to', range?.end ?? null);
          setLimited(null);
        }}
        maxValue={today}
        placeholderValue={today}
        startName="from"
        endName="to"
        errorMessage={rangeError || undefined}
        isRequired
        isDisabled={form.isPending}
      />
      {/* Always in the DOM, so the refusal is announced when it is filled in. */}
      <div role="alert">
        {limited ? (
          <Banner tone="warning" title={t('generate.limitedTitle')}>
            {limited}
          </Banner>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={form.isPending}
        pendingLabel={t('generate.submitting')}
      >
        {t('generate.submit')}
      </Button>
    </form>
  );
}
