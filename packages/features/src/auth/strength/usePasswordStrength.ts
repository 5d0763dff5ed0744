import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import {
  loadedPasswordStrength,
  loadPasswordStrength,
  type EstimatePasswordStrength,
} from './loadPasswordStrength';
import type { PasswordStrength } from './strengthLevel';

/**
 * The strength of `password`, or null while it is empty or the estimator is still loading. Loading starts
 * when the first password screen mounts, so it is usually there by the time someone types.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrength | null {
  const [estimate, setEstimate] = useState<EstimatePasswordStrength | undefined>(loadedPasswordStrength);
  useEffect(() => {
    if (estimate) return;
    let isMounted = true;
    loadPasswordStrength().then(
      (loaded) => {
        if (isMounted) setEstimate(() => loaded);
      },
      // No estimator, no hint: the server still refuses common passwords.
      () => undefined,
    );
    return () => {
      isMounted = false;
    };
  }, [estimate]);

  // A rating can take tens of milliseconds per keystroke on a slow phone: typing must never wait for it.
  const deferredPassword = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');
  return useMemo(
    () =>
      estimate && deferredPassword
        ? estimate(deferredPassword, inputsKey ? inputsKey.split('\n') : [])
        : null,
    [estimate, deferredPassword, inputsKey],
  );
}
