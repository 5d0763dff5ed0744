import { Trans, useTranslation } from 'react-i18next';
import '../i18n/registerAdminI18n';

export interface WalletSentenceProps {
  /** A key of the admin namespace whose `<ltr>` parts hold an email, an IBAN or an address. */
  i18nKey: string;
  values: Record<string, string>;
}

/**
 * A sentence about money that names an email, an IBAN or an address: those parts are `<bdi dir="ltr">`,
 * so they read whole and in order inside Persian text (a bare one is reordered with the words around it).
 */
export function WalletSentence({ i18nKey, values }: WalletSentenceProps) {
  const { t } = useTranslation('admin');
  return <Trans t={t} i18nKey={i18nKey} values={values} components={{ ltr: <bdi dir="ltr" /> }} />;
}
