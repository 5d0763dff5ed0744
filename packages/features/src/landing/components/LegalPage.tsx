import { AppHeader, DateText, PageScaffold } from '@sarraf/ui';
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../i18n/registerLandingI18n';
import * as styles from './LegalPage.css';
import { SUPPORT_EMAIL } from './supportContact';

/** One section of a legal text: `<document>.sections.<key>` holds its `title` and `body` paragraphs. */
export interface LegalSection {
  key: string;
  /** The paragraphs are items of one list (what we collect) rather than running text. @default false */
  isList?: boolean;
}

export interface LegalPageProps {
  /** Which text: the `landing:terms` or `landing:privacy` strings. */
  document: 'terms' | 'privacy';
  /** The sections in reading order. */
  sections: readonly LegalSection[];
  /** When the text last changed (ISO date), shown as "last updated". */
  updatedAt: string;
}

const OTHER_DOCUMENT = {
  terms: { to: '/privacy', label: 'privacy.title' },
  privacy: { to: '/terms', label: 'terms.title' },
} as const;

/** The frame of the terms and the privacy notice: title, last updated date, sections, way back. */
export function LegalPage({ document, sections, updatedAt }: LegalPageProps) {
  const { t } = useTranslation('landing');
  const other = OTHER_DOCUMENT[document];
  return (
    <PageScaffold
      header={<AppHeader title={t(`${document}.title`)} homeHref="/landing" homeLabel={t('legal.home')} />}
    >
      <div className={styles.content}>
        <p className={styles.updated}>
          {t('legal.lastUpdated')} <DateText value={updatedAt} showTime={false} />
        </p>
        {sections.map((section) => (
          <Section key={section.key} document={document} section={section} t={t} />
        ))}
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to={other.to}>
              {t(other.label)}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/landing">
              {t('legal.backToLanding')}
            </Link>
          </li>
        </ul>
      </div>
    </PageScaffold>
  );
}

function Section({
  document,
  section,
  t,
}: {
  document: LegalPageProps['document'];
  section: LegalSection;
  t: TFunction<'landing'>;
}) {
  const titleId = useId();
  const prefix = `${document}.sections.${section.key}`;
  const paragraphs = paragraphsOf(t(`${prefix}.body`, { returnObjects: true, email: SUPPORT_EMAIL }));
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t(`${prefix}.title`)}
      </h2>
      {section.isList ? (
        <ul className={styles.list}>
          {paragraphs.map((text) => (
            <li key={text}>{withEmailLink(text)}</li>
          ))}
        </ul>
      ) : (
        paragraphs.map((text) => (
          <p key={text} className={styles.paragraph}>
            {withEmailLink(text)}
          </p>
        ))
      )}
    </section>
  );
}

/** The body strings are arrays of paragraphs; a single string is one paragraph. */
function paragraphsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** Makes the support address in a paragraph a mail link (the text itself comes from the translation). */
function withEmailLink(text: string): ReactNode {
  const at = text.indexOf(SUPPORT_EMAIL);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a className={styles.email} href={`mailto:${SUPPORT_EMAIL}`} dir="ltr">
        {SUPPORT_EMAIL}
      </a>
      {text.slice(at + SUPPORT_EMAIL.length)}
    </>
  );
}
