import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { FormErrorSummary, type FormErrorSummaryProps } from './FormErrorSummary';

const email = {
  fa: { label: 'ایمیل', error: 'لطفاً یک نشانی ایمیل معتبر وارد کنید!' },
  en: { label: 'Email', error: 'Please enter a valid email address!' },
} satisfies Localized<{ label: string; error: string }>;

const text = {
  fa: {
    title: 'لطفاً موارد زیر را اصلاح کنید',
    errors: [
      { fieldId: 'signup-email', message: email.fa.error },
      { message: 'لطفاً همه فیلدها را پر کنید!' },
    ],
  },
  en: {
    title: 'Please correct the following',
    errors: [{ fieldId: 'signup-email', message: email.en.error }, { message: 'Please fill all inputs!' }],
  },
} satisfies Localized<Partial<FormErrorSummaryProps>>;

const longText = {
  fa: {
    errors: [
      {
        fieldId: 'signup-email',
        message:
          'نشانی ایمیل واردشده معتبر نیست؛ لطفاً نشانی را بدون فاصله و با قالب name@example.com وارد کنید.',
      },
      {
        message:
          'خطا در ثبت مرحله ۱. لطفاً دوباره تلاش کنید. | company_national_id: شناسه ملی شرکت باید ۱۱ رقم باشد.',
      },
    ],
  },
  en: {
    errors: [
      {
        fieldId: 'signup-email',
        message: 'The email address is not valid; enter it without spaces, in the form name@example.com.',
      },
      {
        message:
          'Error submitting step 1. Please try again. | company_national_id: The company national id must be 11 digits.',
      },
    ],
  },
} satisfies Localized<Partial<FormErrorSummaryProps>>;

const meta = {
  title: 'UI/FormErrorSummary',
  component: FormErrorSummary,
  args: text.fa,
  render: (args, context) => {
    const field = email[storyLocale(context)];
    return (
      <div style={{ display: 'grid', gap: 16, padding: 16 }}>
        <FormErrorSummary {...args} />
        <TextField id="signup-email" label={field.label} dir="ltr" errorMessage={field.error} />
      </div>
    );
  },
  decorators: [localizedArgs(text)],
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const field = pick(email, { globals });
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText(pick(text, { globals }).title)).toBeVisible();
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('link', { name: field.error }));
    await expect(canvas.getByRole('textbox', { name: field.label })).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: pick(email, { globals }).label })).toHaveFocus();
  },
};

/** Without errors nothing renders, so no empty alert is announced. */
export const Empty: Story = {
  decorators: [localizedArgs<FormErrorSummaryProps>({ fa: { errors: [] }, en: { errors: [] } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(
      within(alert).getByRole('link', { name: pick(longText, { globals }).errors[0]!.message }),
    ).toBeVisible();
  },
};

const submitLabel = { fa: 'ادامه', en: 'Continue' } satisfies Localized<string>;

/** A form whose every submit is refused: each refusal is a new `focusKey`, as useForm counts them. */
function RefusingForm(props: FormErrorSummaryProps & { locale: 'fa' | 'en' }) {
  const [refusals, setRefusals] = useState(0);
  const field = email[props.locale];
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <FormErrorSummary {...props} errors={refusals > 0 ? props.errors : []} focusKey={refusals} />
      <TextField
        id="signup-email"
        label={field.label}
        dir="ltr"
        errorMessage={refusals > 0 ? field.error : undefined}
      />
      <Button onPress={() => setRefusals((count) => count + 1)}>{submitLabel[props.locale]}</Button>
    </div>
  );
}

/**
 * A refused submit moves focus to the first field in error (on a phone it sits above the fold), and again on
 * the next refusal; the button press alone would have left the person looking at an unchanged screen.
 */
export const RefusedSubmitFocusesField: Story = {
  render: (args, context) => <RefusingForm {...args} locale={storyLocale(context)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: pick(submitLabel, { globals }) });
    const field = canvas.getByRole('textbox', { name: pick(email, { globals }).label });
    await userEvent.click(button);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(button);
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** A refusal no field is named in (the server failed): focus goes to the summary itself, which says why. */
export const RefusedSubmitFocusesSummary: Story = {
  decorators: [
    localizedArgs<FormErrorSummaryProps>({
      fa: { errors: [{ message: 'خطایی رخ داد. لطفاً دوباره تلاش کنید.' }] },
      en: { errors: [{ message: 'Something went wrong. Please try again.' }] },
    }),
  ],
  render: (args, context) => <RefusingForm {...args} locale={storyLocale(context)} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pick(submitLabel, { globals }) }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveFocus());
  },
};
