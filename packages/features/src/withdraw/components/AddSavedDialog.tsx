import { Dialog, OtpField } from '@sarraf/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { secureWithdrawalsQuery } from '../../entities/secureWithdrawal';
import { isValidationError } from '../../shared/forms/serverFieldErrors';
import { useForm } from '../../shared/forms/useForm';
import '../i18n/registerWithdrawI18n';
import { CODE_LENGTH, codeProblem, type WithdrawCode } from '../rules/withdrawCode';
import * as styles from './savedList.css';

export interface AddSavedDialogProps<Saved> {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the saved destination once the list is refreshed; the dialog has closed. */
  onAdded: (saved: Saved) => void;
}

/** The request's field of the app's code, also the form's name for it. */
const CODE_FIELD = 'totp_code';
type CodeField = typeof CODE_FIELD;

type SavedForm<Values extends object, Saved> = ReturnType<
  typeof useForm<Values, Saved, Extract<keyof Values, string> | CodeField>
>;

interface AddSavedDialogOptions<Values extends object, Saved> extends AddSavedDialogProps<Saved> {
  title: string;
  saveLabel: string;
  pendingLabel: string;
  initialValues: Values;
  validate: (values: Values) => Partial<Record<Extract<keyof Values, string>, string>>;
  /** Sends the values, with the app's code while secure-withdrawal mode is in force (else `{}`). */
  save: (values: Values, code: Partial<WithdrawCode>) => Promise<Saved>;
  /** Refreshes the saved list. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The form's fields; `id` is unique to this dialog, to make the fields' ids from. */
  fields: (form: SavedForm<Values, Saved>, id: string) => ReactNode;
}

/**
 * A dialog that saves a new destination (an IBAN, an address) and empties itself whenever it closes. While
 * secure-withdrawal mode is in force the server wants the authenticator app's code too: the dialog asks for
 * it then (and whenever the server refused one, should the mode have been turned on meanwhile).
 */
export function AddSavedDialog<Values extends object, Saved>(options: AddSavedDialogOptions<Values, Saved>) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const id = useId();
  const mode = useQuery({ ...secureWithdrawalsQuery, enabled: options.isOpen });
  // The code proves who asks, for this one attempt: it stays out of the values, like a withdrawal's.
  const [code, setCode] = useState('');
  const asksCode = mode.data?.is_on === true;
  const fields = [...Object.keys(options.initialValues), CODE_FIELD] as Array<
    Extract<keyof Values, string> | CodeField
  >;
  const form = useForm<Values, Saved, Extract<keyof Values, string> | CodeField>({
    namespace: 'withdraw',
    initialValues: options.initialValues,
    validate: (values) => {
      // The destination's rules know nothing of the code; the code's is this dialog's.
      const problems = options.validate(values) as Partial<
        Record<Extract<keyof Values, string> | CodeField, string>
      >;
      const refused = asksCode ? codeProblem(code) : undefined;
      return refused ? { ...problems, [CODE_FIELD]: refused } : problems;
    },
    submit: (values) => options.save(values, asksCode ? { totp_code: code } : {}),
    serverFields: fields,
    // The server's word on a field belongs on it; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
    onError: (error) => {
      // A used code never works again: the cells empty for the app's next one.
      if (isValidationError(error) && error.body.errors?.[CODE_FIELD]) setCode('');
    },
    onSuccess: async (saved) => {
      await options.refresh(queryClient);
      close();
      options.onAdded(saved);
    },
  });
  const codeError = form.fieldErrors[CODE_FIELD];

  function close() {
    form.reset();
    setCode('');
    options.onClose();
  }

  return (
    <Dialog
      isOpen={options.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={options.title}
      confirmLabel={options.saveLabel}
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={options.pendingLabel}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in a field saves as the button does. */}
      <form className={styles.dialogForm} noValidate onSubmit={form.handleSubmit}>
        {options.fields(form, id)}
        {asksCode || codeError ? (
          <OtpField
            label={t('confirm.code')}
            description={t('savedCode.hint')}
            cellLabel={(position, length) => t('confirm.codeCell', { position, length })}
            length={CODE_LENGTH}
            name={CODE_FIELD}
            value={code}
            onChange={(typed) => {
              setCode(typed);
              form.clearErrors([CODE_FIELD]);
            }}
            errorMessage={codeError}
            isDisabled={form.isPending}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
