import { Card, DateText, DetailList, toLocaleDigits, type DetailItem } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { AdminVerification } from '../api/adminGetVerification';
import '../i18n/registerKycAdminI18n';
import { paragraph } from './adminPage.css';
import * as styles from './SubmissionDetails.css';
import { SubmittedFiles } from './SubmittedFile';
import { VerificationStatusBadge } from './VerificationStatusBadge';

export interface SubmissionDetailsProps {
  verification: AdminVerification;
  /** The decision, shown after everything there is to review. */
  children?: ReactNode;
}

/**
 * Everything a reviewer reads before deciding: who sent it, its status and dates (and the reason of a
 * rejection), the person's or company's details, each signature holder with their files, and the documents.
 */
export function SubmissionDetails({ verification, children }: SubmissionDetailsProps) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const { user, individual, legal } = verification;
  const summary: DetailItem[] = [
    { id: 'email', label: t('verification.summary.email'), value: user.email, dir: 'ltr' },
    ...(user.name ? [{ id: 'name', label: t('verification.summary.name'), value: user.name }] : []),
    ...(verification.user_type
      ? [
          {
            id: 'type',
            label: t('verification.summary.type'),
            value: t(`userType.${verification.user_type}`),
          },
        ]
      : []),
    {
      id: 'status',
      label: t('verification.summary.status'),
      value: <VerificationStatusBadge status={verification.status} />,
    },
    {
      id: 'submitted',
      label: t('verification.summary.submittedAt'),
      value: <DateText value={verification.submitted_at} />,
    },
    ...(verification.reviewed_at
      ? [
          {
            id: 'reviewed',
            label: t('verification.summary.reviewedAt'),
            value: <DateText value={verification.reviewed_at} />,
          },
        ]
      : []),
    ...(verification.reason
      ? [{ id: 'reason', label: t('verification.summary.reason'), value: verification.reason }]
      : []),
  ];

  return (
    <>
      <Card title={t('verification.summary.title')}>
        <DetailList items={summary} />
      </Card>
      {individual ? (
        <Card title={t('verification.individual.title')}>
          <DetailList
            items={[
              { id: 'name', label: t('verification.individual.fullName'), value: individual.first_name },
              {
                id: 'nationalCode',
                label: t('verification.individual.nationalCode'),
                value: individual.national_code,
                dir: 'ltr',
              },
              {
                id: 'birthDate',
                label: t('verification.individual.birthDate'),
                value: <DateText value={individual.birth_date} showTime={false} />,
              },
              {
                id: 'gender',
                label: t('verification.individual.gender'),
                value: t(`verification.individual.${individual.gender}`),
              },
              {
                id: 'mobile',
                label: t('verification.individual.mobile'),
                value: individual.mobile,
                dir: 'ltr',
              },
            ]}
          />
        </Card>
      ) : null}
      {legal ? (
        <>
          <Card title={t('verification.legal.title')}>
            <DetailList
              items={[
                { id: 'name', label: t('verification.legal.companyName'), value: legal.company_name },
                {
                  id: 'nationalId',
                  label: t('verification.legal.nationalId'),
                  value: legal.company_national_id,
                  dir: 'ltr',
                },
                {
                  id: 'registration',
                  label: t('verification.legal.registrationNumber'),
                  value: legal.company_registration_number,
                  dir: 'ltr',
                },
                { id: 'address', label: t('verification.legal.address'), value: legal.address },
              ]}
            />
          </Card>
          <Card title={t('verification.holders.title')}>
            {legal.signature_holders.length === 0 ? (
              <p className={paragraph}>{t('verification.holders.none')}</p>
            ) : (
              legal.signature_holders.map((holder, index) => (
                <section key={index} className={styles.holder}>
                  <h3 className={styles.holderTitle}>
                    {t('verification.holders.holder', { number: toLocaleDigits(String(index + 1), locale) })}
                  </h3>
                  <DetailList
                    items={[
                      { id: 'name', label: t('verification.holders.name'), value: holder.name },
                      {
                        id: 'mobile',
                        label: t('verification.holders.mobile'),
                        value: holder.mobile,
                        dir: 'ltr',
                      },
                    ]}
                  />
                  <SubmittedFiles files={[holder.national_id_file, holder.birth_certificate_file]} />
                </section>
              ))
            )}
          </Card>
        </>
      ) : null}
      <Card title={t('verification.documents.title')}>
        {verification.files.length === 0 ? (
          <p className={paragraph}>{t('verification.documents.none')}</p>
        ) : (
          <SubmittedFiles files={verification.files} />
        )}
      </Card>
      {children}
    </>
  );
}
