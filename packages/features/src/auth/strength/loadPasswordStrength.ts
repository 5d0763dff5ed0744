import type { PasswordStrength } from './strengthLevel';

export type EstimatePasswordStrength = (password: string, userInputs?: readonly string[]) => PasswordStrength;

let loading: Promise<EstimatePasswordStrength> | undefined;
let loaded: EstimatePasswordStrength | undefined;

/**
 * Loads the strength estimator once (a separate chunk with zxcvbn's dictionaries). A failed load (offline,
 * a new deployment) is forgotten, so the next password screen tries again; until then there is no hint.
 */
export function loadPasswordStrength(): Promise<EstimatePasswordStrength> {
  loading ??= import('./passwordStrengthEstimator').then(
    (module) => (loaded = module.estimatePasswordStrength),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The estimator if it has already loaded, so a screen opened later rates from its first render. */
export function loadedPasswordStrength(): EstimatePasswordStrength | undefined {
  return loaded;
}
