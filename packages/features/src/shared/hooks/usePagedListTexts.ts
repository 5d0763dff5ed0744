import { useTranslation } from 'react-i18next';
import type { PagedListTexts } from '../components/PagedListFooter';

/**
 * A paged list's words from a feature's own catalogue: `retry` at the top, and `loadMoreFailed`, `range`
 * (with `{{from}}`, `{{to}}`, `{{total}}`), `loadMore` and `loadingMore` under `section` (`list.range`...).
 */
export function usePagedListTexts(namespace: string, section = 'list'): PagedListTexts {
  const { t } = useTranslation(namespace);
  return {
    retry: t('retry'),
    loadMoreFailed: t(`${section}.loadMoreFailed`),
    range: (figures) => t(`${section}.range`, figures),
    loadMore: t(`${section}.loadMore`),
    loadingMore: t(`${section}.loadingMore`),
  };
}
