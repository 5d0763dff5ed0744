import { Banner, Button } from '@sarraf/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerWithPasskey, isPasskeyPromptClosed, passkeysSupported } from '../../entities/secondFactor';
import { isApiError } from '../../shared/errors/ApiError';
import { loginSecondFactor } from '../api/loginSecondFactor';
import { startPasskeyLogin } from '../api/startPasskeyLogin';
import '../i18n/registerAuthI18n';

/** What went wrong with the passkey, for the person: the server's words, or the prompt's. */
function problemOf(error: unknown, t: (key: string) => string): string {
  if (isPasskeyPromptClosed(error)) return t('secondFactor.passkeyClosed');
  if (isApiError(error)) return error.message;
  return t('secondFactor.passkeyFailed');
}

export interface PasskeySignInProps {
  onSignedIn: (redirectTo: string) => void;
  /** The pending login ran out (409): the step says the server's words and offers to start again. */
  onExpired: (message: string) => void;
}

/**
 * "Use a passkey" on the login's second step, where the browser can use one: a challenge for this login,
 * the device's prompt, then the second step with its answer. A closed prompt or a refusal is said under the
 * button; the code and the recovery code stay at hand.
 */
export function PasskeySignIn({ onSignedIn, onExpired }: PasskeySignInProps) {
  const { t } = useTranslation('auth');
  const signIn = useMutation({
    mutationFn: async () =>
      loginSecondFactor({ passkey: await answerWithPasskey(await startPasskeyLogin()) }),
    onSuccess: ({ redirect_to }) => onSignedIn(redirect_to),
    // 409: the pending login ran out (404 says the account has no passkey, which the banner tells).
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onExpired(error.message);
    },
  });
  if (!passkeysSupported()) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        isPending={signIn.isPending}
        pendingLabel={t('secondFactor.passkeyWaiting')}
        onPress={() => signIn.mutate()}
      >
        {t('secondFactor.usePasskey')}
      </Button>
      {signIn.isError ? <Banner tone="critical" title={problemOf(signIn.error, t)} isLive /> : null}
    </>
  );
}
