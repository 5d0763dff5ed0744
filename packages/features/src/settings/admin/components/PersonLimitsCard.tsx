import {
  Banner,
  Button,
  Card,
  DetailList,
  EmailField,
  FormErrorSummary,
  formatAmount,
  RadioGroup,
  TextField,
  AmountField,
} from '@sarraf/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import { useForm } from '../../../shared/forms/useForm';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import {
  adminGetPersonLimits,
  adminSetPersonLimit,
  type AdminPersonLimits,
  type LimitKind,
} from '../api/adminPersonLimits';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import {
  toPersonLimitChange,
  validatePersonLimit,
  type PersonLimitField,
  type PersonLimitValues,
} from '../rules/validatePersonLimit';
import { MAX_EMAIL_LENGTH } from '../rules/validateFreezeLift';
import * as styles from './freezeCard.css';
import * as own from './PersonLimitsCard.css';
import { aboutEmail } from './useDeskFreezeForm';

const KINDS: readonly LimitKind[] = ['irt_withdrawal', 'usdt_withdrawal', 'trade_value', 'irt_deposit'];
const currencyOf = (kind: LimitKind) => (kind === 'usdt_withdrawal' ? 'USDT' : 'IRT');

/**
 * One person's limits, for an operator: looked up by email (their account type, and each kind's daily and
 * monthly amounts with what is left today), then one kind given the person's own amounts (higher or lower
 * than their account type's) or taken back to the account type's, with a note; the server audits it.
 */
export function PersonLimitsCard() {
  const { t } = useTranslation('admin');
  const id = useId();
  const [person, setPerson] = useState<AdminPersonLimits | null>(null);
  const [saved, setSaved] = useState<LimitKind | null>(null);
  const lookUp = useForm<{ email: string }, AdminPersonLimits, 'email'>({
    namespace: 'admin',
    initialValues: { email: '' },
    validate: ({ email }) => {
      const trimmed = email.trim();
      if (!trimmed) return { email: 'settings.personLimits.validation.emailRequired' };
      if ([...trimmed].length > MAX_EMAIL_LENGTH)
        return { email: 'settings.personLimits.validation.emailTooLong' };
      return {};
    },
    submit: async ({ email }) => {
      try {
        return await adminGetPersonLimits(email.trim());
      } catch (error) {
        throw aboutEmail(error, { notFound: t('settings.personLimits.unknownEmail') });
      }
    },
    onSuccess: (found) => {
      setSaved(null);
      setPerson(found);
    },
  });

  return (
    <Card title={t('settings.personLimits.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          lookUp.handleSubmit();
        }}
        aria-label={t('settings.personLimits.lookUpLabel')}
      >
        <p className={styles.description}>{t('settings.personLimits.description')}</p>
        <FormErrorSummary
          title={lookUp.failure ? t('settings.personLimits.failedTitle') : t('settings.errorSummaryTitle')}
          errors={lookUp.summary({ email: `${id}-email` })}
          focusKey={lookUp.refusals}
        />
        <EmailField
          id={`${id}-email`}
          label={t('settings.personLimits.email')}
          name="email"
          {...lookUp.bind('email')}
          isRequired
        />
        <span className={styles.submit}>
          <Button type="submit" variant="secondary" isPending={lookUp.isPending}>
            {t('settings.personLimits.lookUp')}
          </Button>
        </span>
      </form>
      {person ? (
        <PersonLimits
          // A new person starts a new change form.
          key={person.email}
          person={person}
          saved={saved}
          onSaved={(after, kind) => {
            setPerson(after);
            setSaved(kind);
          }}
        />
      ) : null}
    </Card>
  );
}

interface PersonLimitsProps {
  person: AdminPersonLimits;
  /** The kind the last change saved, for its message. */
  saved: LimitKind | null;
  onSaved: (after: AdminPersonLimits, kind: LimitKind) => void;
}

/** The person's limits as they stand, and the form that changes one kind. */
function PersonLimits({ person, saved, onSaved }: PersonLimitsProps) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const words = useSettingsWords();
  const id = useId();
  const amount = (value: string, kind: LimitKind) =>
    `${formatAmount(value, { locale, maxDecimals: currencyOf(kind) === 'USDT' ? 6 : 0 })} ${words.currencyName(currencyOf(kind))}`;
  const form = useForm<PersonLimitValues, AdminPersonLimits, PersonLimitField>({
    namespace: 'admin',
    initialValues: { kind: null, change: 'own', daily: '', monthly: '', note: '' },
    validate: validatePersonLimit,
    submit: (values) => adminSetPersonLimit(toPersonLimitChange(person.email, values)),
    serverFields: { kind: 'kind', 'override.daily': 'daily', 'override.monthly': 'monthly', note: 'note' },
    onSuccess: (after, values) => {
      onSaved(after, values.kind!);
      form.reset();
    },
  });
  const fieldIds: Partial<Record<PersonLimitField, string>> = {
    daily: `${id}-daily`,
    monthly: `${id}-monthly`,
    note: `${id}-note`,
  };
  const kind = form.values.kind;
  const unit = kind ? words.currencyName(currencyOf(kind)) : undefined;

  return (
    <section className={styles.form} aria-labelledby={`${id}-who`}>
      <h3 id={`${id}-who`} className={styles.text}>
        <TransWithLtr
          namespace="admin"
          i18nKey="settings.personLimits.whose"
          values={{ email: person.email, type: t(`settings.accountLimits.${person.account_type}`) }}
        />
      </h3>
      {saved ? (
        <Banner tone="positive" isLive title={t('settings.personLimits.savedTitle')}>
          <p className={styles.text}>
            {t('settings.personLimits.saved', { kind: t(`settings.accountLimits.kinds.${saved}`) })}
          </p>
        </Banner>
      ) : null}
      <DetailList
        items={KINDS.map((limitKind) => {
          const limit = person.data.find((row) => row.kind === limitKind)!;
          return {
            id: limitKind,
            label: t(`settings.accountLimits.kinds.${limitKind}`),
            value: (
              <>
                <span className={own.line}>
                  {t('settings.personLimits.amounts', {
                    daily: amount(limit.daily, limitKind),
                    monthly: amount(limit.monthly, limitKind),
                  })}
                </span>
                <span className={own.line}>
                  {t('settings.personLimits.leftToday', { amount: amount(limit.remaining_today, limitKind) })}
                </span>
                <span className={own.line}>
                  {limit.own ? (
                    <>
                      {t('settings.personLimits.own')} <bdi>{limit.override_note}</bdi>
                    </>
                  ) : (
                    t('settings.personLimits.ofAccountType')
                  )}
                </span>
              </>
            ),
          };
        })}
      />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.handleSubmit();
        }}
        aria-label={t('settings.personLimits.changeLabel')}
      >
        <FormErrorSummary
          title={form.failure ? t('settings.personLimits.failedTitle') : t('settings.errorSummaryTitle')}
          errors={form.summary(fieldIds)}
          focusKey={form.refusals}
        />
        <RadioGroup
          label={t('settings.personLimits.kind')}
          name="kind"
          options={KINDS.map((value) => ({ value, label: t(`settings.accountLimits.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => form.setValue('kind', value as LimitKind)}
          errorMessage={form.fieldErrors.kind}
          isRequired
          isDisabled={form.isPending}
        />
        <RadioGroup
          label={t('settings.personLimits.change')}
          name="change"
          orientation="horizontal"
          options={(['own', 'default'] as const).map((value) => ({
            value,
            label: t(`settings.personLimits.changes.${value}`),
          }))}
          value={form.values.change}
          onChange={(value) => form.setValue('change', value as PersonLimitValues['change'])}
          isDisabled={form.isPending}
        />
        {form.values.change === 'own' ? (
          <>
            <AmountField
              id={fieldIds.daily}
              label={t('settings.accountLimits.daily')}
              {...form.bind('daily')}
              maxDecimals={kind && currencyOf(kind) === 'USDT' ? 6 : 0}
              unit={unit}
              isRequired
            />
            <AmountField
              id={fieldIds.monthly}
              label={t('settings.accountLimits.monthly')}
              {...form.bind('monthly')}
              maxDecimals={kind && currencyOf(kind) === 'USDT' ? 6 : 0}
              unit={unit}
              isRequired
            />
          </>
        ) : null}
        <TextField
          id={fieldIds.note}
          label={t('settings.personLimits.note')}
          name="note"
          description={t('settings.personLimits.noteHint')}
          {...form.bind('note')}
          isRequired
        />
        <span className={styles.submit}>
          <Button type="submit" variant="primary" isPending={form.isPending}>
            {t(`settings.personLimits.submit.${form.values.change}`)}
          </Button>
        </span>
      </form>
    </section>
  );
}
