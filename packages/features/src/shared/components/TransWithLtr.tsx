import { Trans, useTranslation } from 'react-i18next';

export interface TransWithLtrProps {
  /** The caller's namespace; it must be registered wherever the sentence renders. */
  namespace: string;
  /** A key of that namespace whose `<ltr>` parts hold an email, an IBAN or an address. */
  i18nKey: string;
  values: Record<string, string>;
}

/**
 * A sentence that names an email, an IBAN or an address: those parts are `<bdi dir="ltr">`, so they read
 * whole and in order inside Persian text (a bare one is reordered with the words around it).
 */
export function TransWithLtr({ namespace, i18nKey, values }: TransWithLtrProps) {
  const { t } = useTranslation(namespace);
  return <Trans t={t} i18nKey={i18nKey} values={values} components={{ ltr: <bdi dir="ltr" /> }} />;
}
