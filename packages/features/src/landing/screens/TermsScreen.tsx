import { LegalPage, type LegalSection } from '../components/LegalPage';
import { TERMS_UPDATED_AT } from '../components/legalDates';

const SECTIONS: readonly LegalSection[] = [
  { key: 'whoWeAre' },
  { key: 'accounts' },
  { key: 'orders' },
  { key: 'funds' },
  { key: 'fees' },
  { key: 'prohibited' },
  { key: 'liability' },
  { key: 'changes' },
];

/** The terms of service (route /terms, public), linked from the landing page. */
export function TermsScreen() {
  return <LegalPage document="terms" sections={SECTIONS} updatedAt={TERMS_UPDATED_AT} />;
}
