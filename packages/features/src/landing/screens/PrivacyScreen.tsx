import { LegalPage, type LegalSection } from '../components/LegalPage';
import { PRIVACY_UPDATED_AT } from '../components/legalDates';

const SECTIONS: readonly LegalSection[] = [
  { key: 'collect', isList: true },
  { key: 'why' },
  { key: 'howLong' },
  { key: 'whoSees' },
  { key: 'rights' },
  { key: 'contact' },
];

/** The privacy notice (route /privacy, public), linked from the landing page. */
export function PrivacyScreen() {
  return <LegalPage document="privacy" sections={SECTIONS} updatedAt={PRIVACY_UPDATED_AT} />;
}
