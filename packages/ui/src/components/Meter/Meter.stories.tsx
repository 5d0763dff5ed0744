import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { tones } from '../StatusBadge/tone.css';
import { Meter, type MeterProps } from './Meter';

const weak = {
  fa: { label: 'قدرت رمز عبور', valueLabel: 'ضعیف' },
  en: { label: 'Password strength', valueLabel: 'Weak' },
} satisfies Localized<Partial<MeterProps>>;

const strong = {
  fa: { label: 'قدرت رمز عبور', valueLabel: 'قوی' },
  en: { label: 'Password strength', valueLabel: 'Strong' },
} satisfies Localized<Partial<MeterProps>>;

const longText = {
  fa: {
    label: 'میزان استفاده از سقف برداشت روزانهٔ تتر در حساب شما تا این لحظه',
    valueLabel: 'نزدیک به سقف مجاز روزانه',
  },
  en: {
    label: 'How much of your daily USDT withdrawal limit you have used so far today',
    valueLabel: 'Close to the daily limit',
  },
} satisfies Localized<Partial<MeterProps>>;

const meta = {
  title: 'UI/Meter',
  component: Meter,
  args: { ...weak.fa, value: 1, maxValue: 4, tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(weak),
  ],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced by its label with the value in words, never as a bare percentage. */
export const Weak: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = pick(weak, { globals });
    const meter = within(canvasElement).getByRole('meter', { name: text.label });
    await expect(meter).toHaveAttribute('aria-valuetext', text.valueLabel);
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('aria-valuemax', '4');
  },
};

/** Full: the fill spans the whole track, from the reading direction's start. */
export const Strong: Story = {
  args: { value: 4, tone: 'positive' },
  decorators: [localizedArgs(strong)],
  play: async ({ canvasElement, globals }) => {
    const meter = within(canvasElement).getByRole('meter', { name: pick(strong, { globals }).label });
    await expect(meter).toHaveAttribute('aria-valuetext', pick(strong, { globals }).valueLabel);
    const track = meter.lastElementChild;
    const fill = track?.firstElementChild;
    await expect(fill?.getBoundingClientRect().width).toBe(track?.getBoundingClientRect().width);
  },
};

/** Values outside the range are clamped, not drawn past the track. */
export const OutOfRange: Story = {
  args: { value: 9, tone: 'warning' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '4');
  },
};

export const LongTextAt320: Story = {
  args: { value: 3, tone: 'warning' },
  decorators: [
    localizedArgs(longText),
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

export const WeakAtTextZoom200: Story = {
  ...Weak,
  parameters: textZoom200,
  play: async (context) => {
    await Weak.play?.(context);
    await expectFitsAtTextZoom(context.canvasElement);
  },
};
