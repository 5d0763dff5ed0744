// Shared building blocks every feature may import: the API client, errors, i18n and routing helpers.
// Kept free of @sarraf/ui (styles) so plain Node code and tests can import it; changeLanguage, which
// shows a toast, is exported from the `./i18n` entry, and the shared screen pieces that draw with
// @sarraf/ui (`components/`: LoadFailed, PagedListView, PagedListFooter; `styles/`) are imported by path.
export {
  apiClient,
  createApiClient,
  setUnauthorizedListener,
  type ApiClient,
  type ApiClientOptions,
  type UnauthorizedListener,
} from './api/client';
export { unwrap } from './api/unwrap';
export {
  createSessionExpiredRedirect,
  loginPathFor,
  SESSION_EXPIRED_REDIRECT_DELAY_MS,
  type SessionExpiredRedirectOptions,
} from './api/createSessionExpiredRedirect';
export type { paths, components } from './api/schema.gen';
export { ApiError, isApiError } from './errors/ApiError';
export { buildErrorText, UNEXPECTED_ERROR_TEXT } from './errors/buildErrorText';
export { toErrorBody, type ErrorBody } from './errors/ErrorBody';
export { safeRedirectPath } from './routing/safeRedirectPath';
export { i18n, registerNamespace, currentLocale } from './i18n/i18n';
export { initLanguage } from './i18n/initLanguage';
export { applyLocaleToDocument } from './i18n/applyLocaleToDocument';
export {
  createChangeLanguage,
  LANGUAGE_RELOAD_DELAY_MS,
  type ChangeLanguageDeps,
} from './i18n/createChangeLanguage';
export * from './i18n/locales';
export { listMarkets, type Market } from './markets/listMarkets';
export { marketsQuery } from './markets/marketsQuery';
export { useMarkets } from './markets/useMarkets';
export { createQueryClient, shouldRetry, type QueryClientOptions } from './query/createQueryClient';
export { QueryProvider, type QueryProviderProps } from './query/QueryProvider';
export { queryKey, type OperationId, type OperationKey } from './query/queryKeys';
export {
  pagedQueryOptions,
  mergePages,
  refreshPagedList,
  type Page,
  type PagedView,
} from './query/pagedQuery';
export { usePagedQuery, type PagedQuery } from './query/usePagedQuery';
export { pageStateOf, restorePageState, type PageState } from './query/pageState';
export { getUser, type User } from './session/getUser';
export {
  currentUserKey,
  currentUserQuery,
  endSession,
  invalidateCurrentUser,
  isSessionKnown,
  refreshCurrentUser,
  sessionUser,
  startSession,
} from './session/currentUser';
export { useCurrentUser, type UseCurrentUserOptions } from './session/useCurrentUser';
export { useLogout } from './session/useLogout';
export { useForm, type UseFormOptions, type SetValueOptions } from './forms/useForm';
export { serverFieldErrors, isValidationError, type ServerFieldMap } from './forms/serverFieldErrors';
export { useBack } from './hooks/useBack';
export { useDisplayLocale } from './hooks/useDisplayLocale';
export { usePagedListTexts } from './hooks/usePagedListTexts';
export type { PagedListTexts } from './components/PagedListFooter';
