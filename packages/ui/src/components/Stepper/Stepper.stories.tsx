import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { toLocaleDigits } from '../../format/localeDigits';
import { Stepper, type StepperProps } from './Stepper';

const text = {
  fa: {
    steps: ['اطلاعات شرکت', 'صاحبان امضا', 'مدارک'],
    label: 'مراحل احراز هویت حقوقی',
    stepText: (step: number, total: number) => toLocaleDigits(`مرحله ${step} از ${total}`, 'fa'),
    backLabel: 'مرحله قبل',
  },
  en: {
    steps: ['Company info', 'Signature holders', 'Documents'],
    label: 'Legal verification steps',
    stepText: (step: number, total: number) => `Step ${step} of ${total}`,
    backLabel: 'Previous step',
  },
} satisfies Localized<Partial<StepperProps>>;

const longSteps = {
  fa: {
    steps: [
      'اطلاعات ثبتی شرکت مطابق روزنامه رسمی',
      'مشخصات و مدارک هویتی صاحبان امضای مجاز',
      'بارگذاری آگهی تغییرات، گواهی امضا و نامه درخواست',
    ],
  },
  en: {
    steps: [
      'Company registration details as in the Official Gazette',
      'Identity documents of the authorised signature holders',
      'Upload board changes, signature certificate and request letter',
    ],
  },
} satisfies Localized<Partial<StepperProps>>;

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { ...text.fa, currentStep: 1, onBack: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Second step: the first is complete, the current one is marked for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const { steps, backLabel } = pick(text, { globals });
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveAttribute('data-state', 'complete');
    await expect(canvas.getByRole('status')).toHaveTextContent(steps[1]!);
    await userEvent.click(canvas.getByRole('button', { name: backLabel }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The first step has nothing to go back to. */
export const FirstStep: Story = {
  args: { currentStep: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The back chevron points to the start side: mirrored in RTL. */
export const BackMirrorsInRtl: Story = {
  args: { currentStep: 2 },
  play: async ({ canvasElement, globals }) => {
    const chevron = within(canvasElement).getByTestId('back-chevron');
    const transform = getComputedStyle(chevron).transform;
    if (globals.locale === 'en') await expect(transform).toBe('none');
    else await expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** Holds the current step the way the legal verification screen does. */
function StatefulStepper(props: StepperProps) {
  const [step, setStep] = useState(2);
  return <Stepper {...props} currentStep={step} onBack={() => setStep((n) => n - 1)} />;
}

/** Keyboard and a real flow: going back moves the current step and announces it. */
export const FocusVisibleAndBack: Story = {
  render: (args) => <StatefulStepper {...args} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { steps, stepText } = pick(text, { globals });
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(`${stepText(2, 3)}: ${steps[1]}`);
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')[1]).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};

export const LongTextAt320: Story = {
  decorators: [
    localizedArgs(longSteps),
    (Story) => (
      <div style={{ inlineSize: 320 - 32 }} data-testid="frame">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
