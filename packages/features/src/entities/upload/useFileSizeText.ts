import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { fileSizeOf } from './fileSize';

/** A file's size in the reader's words and digits: "47 KB", "۱٫۴ مگابایت". */
export function useFileSizeText(): (bytes: number) => string {
  const { t } = useTranslation();
  const locale = useDisplayLocale();
  return (bytes) => {
    const { value, unit } = fileSizeOf(bytes, locale);
    return t(`common:fileSize.${unit}`, { value });
  };
}
