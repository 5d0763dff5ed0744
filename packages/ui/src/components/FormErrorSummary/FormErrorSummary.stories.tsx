import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'UI/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'لطفاً موارد زیر را اصلاح کنید',
    errors: [
      { fieldId: 'signup-email', message: 'Please enter a valid email address!' },
      { message: 'Please fill all inputs!' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <FormErrorSummary {...args} />
      <TextField id="signup-email" label="ایمیل" dir="ltr" errorMessage="Please enter a valid email address!" />
    </div>
  ),
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(within(alert).getByRole('link', { name: 'Please enter a valid email address!' }));
    await expect(canvas.getByRole('textbox', { name: 'ایمیل' })).toHaveFocus();
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'ایمیل' })).toHaveFocus();
  },
};

/** Without errors nothing renders, so no empty alert is announced. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    errors: [
      { fieldId: 'signup-email', message: 'نشانی ایمیل واردشده معتبر نیست؛ لطفاً نشانی را بدون فاصله و با قالب name@example.com وارد کنید.' },
      { message: 'Error submitting step 1. Please try again. | company_national_id: The company national id must be 11 digits.' },
    ],
  },
};
