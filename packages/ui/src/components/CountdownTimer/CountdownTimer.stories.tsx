import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { Button } from '../Button/Button';
import { createManualClock, type ManualClock } from './clock';
import { CountdownTimer, type CountdownTimerProps } from './CountdownTimer';

// A fresh hand-driven clock per story: play functions move time, nothing waits on the wall clock.
let clock: ManualClock = createManualClock();

const text = {
  fa: { label: 'زمان باقی‌مانده برای تأیید', unitLabel: 'ثانیه', endedLabel: 'مهلت قیمت تمام شد' },
  en: { label: 'Time left to confirm', unitLabel: 'seconds', endedLabel: 'The quote expired' },
} satisfies Localized<Partial<CountdownTimerProps>>;

const controls = {
  fa: { pause: 'توقف', resume: 'ادامه', restart: 'شروع دوباره' },
  en: { pause: 'Pause', resume: 'Resume', restart: 'Restart' },
} satisfies Localized<Record<string, string>>;

/** Latin digits in the story's script, as the timer shows them. */
function digits(value: number, locale: string | undefined): string {
  const latin = String(value);
  return locale === 'en' ? latin : latin.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
}

const meta = {
  title: 'UI/CountdownTimer',
  component: CountdownTimer,
  args: { ...text.fa, seconds: 30, onEnd: fn() },
  beforeEach: () => {
    clock = createManualClock();
  },
  render: (args) => <CountdownTimer {...args} clock={clock} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof CountdownTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  return {
    timer: within(canvasElement).getByRole('timer'),
    announcement: within(canvasElement).getByTestId('countdown-announcement'),
  };
}

/** Counts down in the locale's digits; screen readers hear it at 30, 20, 10, 5..1 and at the end. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const { timer, announcement } = parts(canvasElement);
    await expect(timer).toHaveAccessibleName(t.label);
    await expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(announcement).toHaveTextContent(`${t.label}: ${digits(30, globals.locale)} ${t.unitLabel}`),
    );
    clock.advance(1000);
    await waitFor(() => expect(timer).toHaveTextContent(digits(29, globals.locale)));
    // Not every second: 29 is shown but not announced.
    await expect(announcement).toHaveTextContent(digits(30, globals.locale));
    clock.advance(9000);
    await waitFor(() => expect(announcement).toHaveTextContent(digits(20, globals.locale)));
    clock.advance(16000);
    await waitFor(() => expect(timer).toHaveTextContent(digits(4, globals.locale)));
    await waitFor(() => expect(announcement).toHaveTextContent(digits(4, globals.locale)));
    await expect(timer).toHaveAttribute('data-ending', 'true');
    await expect(args.onEnd).not.toHaveBeenCalled();
    clock.advance(4000);
    await waitFor(() => expect(announcement).toHaveTextContent(t.endedLabel));
    await expect(timer).toHaveAttribute('data-ended', 'true');
    clock.advance(10000);
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

/** A caller's buttons pause, resume and restart it (the OTP "resend" case): pointer and keyboard. */
export const PauseAndRestart: Story = {
  render: function Render(args, context) {
    const c = controls[storyLocale(context)];
    const [isPaused, setPaused] = useState(false);
    const [seconds, setSeconds] = useState(args.seconds);
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <CountdownTimer {...args} seconds={seconds} isPaused={isPaused} clock={clock} />
        <Button variant="secondary" onPress={() => setPaused(!isPaused)}>
          {isPaused ? c.resume : c.pause}
        </Button>
        <Button variant="ghost" onPress={() => setSeconds(seconds === 30 ? 60 : 30)}>
          {c.restart}
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement, args, globals }) => {
    const c = pick(controls, { globals });
    const canvas = within(canvasElement);
    const { timer } = parts(canvasElement);
    clock.advance(3000);
    await waitFor(() => expect(timer).toHaveTextContent(digits(27, globals.locale)));
    await userEvent.click(canvas.getByRole('button', { name: c.pause }));
    await expect(timer).toHaveAttribute('data-paused', 'true');
    clock.advance(10000);
    await expect(timer).toHaveTextContent(digits(27, globals.locale));
    // Resume with the keyboard: counting goes on from where it stopped.
    canvas.getByRole('button', { name: c.resume }).focus();
    await userEvent.keyboard('{Enter}');
    clock.advance(2000);
    await waitFor(() => expect(timer).toHaveTextContent(digits(25, globals.locale)));
    await userEvent.click(canvas.getByRole('button', { name: c.restart }));
    await waitFor(() => expect(timer).toHaveTextContent(digits(60, globals.locale)));
    clock.advance(60000);
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
  },
};

const minutes = {
  fa: { unitLabel: 'ثانیه دیگر', minutesUnitLabel: 'دقیقه دیگر' },
  en: { unitLabel: 'seconds', minutesUnitLabel: 'minutes' },
} satisfies Localized<Partial<CountdownTimerProps>>;

/**
 * A wait over a minute (a resend cooldown) is said in whole minutes, rounded up, as the server says
 * waits; from one minute on it counts seconds.
 */
export const InMinutes: Story = {
  args: { seconds: 125 },
  decorators: [localizedArgs(minutes)],
  play: async ({ canvasElement, globals }) => {
    const t = pick(minutes, { globals });
    const { timer, announcement } = parts(canvasElement);
    await expect(timer).toHaveTextContent(`${digits(3, globals.locale)}${t.minutesUnitLabel}`);
    await waitFor(() =>
      expect(announcement).toHaveTextContent(`${digits(3, globals.locale)} ${t.minutesUnitLabel}`),
    );
    clock.advance(5000);
    await waitFor(() => expect(timer).toHaveTextContent(`${digits(2, globals.locale)}${t.minutesUnitLabel}`));
    clock.advance(60000);
    await waitFor(() => expect(timer).toHaveTextContent(`${digits(60, globals.locale)}${t.unitLabel}`));
  },
};

/** Paused is the timer's disabled state: time passes, the number does not move. */
export const Paused: Story = {
  args: { isPaused: true, seconds: 45 },
  play: async ({ canvasElement, args, globals }) => {
    const { timer } = parts(canvasElement);
    clock.advance(60000);
    await expect(timer).toHaveTextContent(digits(45, globals.locale));
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const Ending: Story = {
  args: { seconds: 5 },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).timer).toHaveAttribute('data-ending', 'true');
  },
};

/** Already over (0 seconds): shows zero, says so, and does not fire `onEnd` for a countdown that never ran. */
export const Empty: Story = {
  args: { seconds: 0 },
  play: async ({ canvasElement, args, globals }) => {
    const { timer, announcement } = parts(canvasElement);
    await expect(timer).toHaveAttribute('data-ended', 'true');
    await waitFor(() => expect(announcement).toHaveTextContent(pick(text, { globals }).endedLabel));
    await expect(args.onEnd).not.toHaveBeenCalled();
  },
};

export const LongNumbers: Story = {
  args: { seconds: 123456789012 },
  play: async ({ canvasElement, globals }) => {
    const { timer } = parts(canvasElement);
    await expect(timer).toHaveTextContent(digits(123456789012, globals.locale));
    await expect(timer.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
