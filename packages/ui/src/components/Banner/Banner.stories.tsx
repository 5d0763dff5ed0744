import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { Button } from '../Button/Button';
import { tones } from '../StatusBadge/tone.css';
import { Banner, type BannerProps } from './Banner';

const notVerified = {
  fa: { title: 'هویت شما تأیید نشده است', children: 'دلیل رد: تصویر کارت ملی خوانا نیست.' },
  en: {
    title: 'Your identity is not verified',
    children: 'Reason: the national card image is not readable.',
  },
} satisfies Localized<Partial<BannerProps>>;

const inProgress = {
  fa: { title: 'احراز هویت در حال بررسی است', children: 'بررسی مدارک ۱ تا ۲ روز کاری طول می‌کشد.' },
  en: { title: 'Verification in progress', children: 'Reviewing your documents takes 1-2 business days.' },
} satisfies Localized<Partial<BannerProps>>;

const verified = {
  fa: { title: 'هویت شما تأیید شده است' },
  en: { title: 'Your identity is verified' },
} satisfies Localized<Partial<BannerProps>>;

const longText = {
  fa: {
    title: 'درخواست احراز هویت حقوقی شما رد شد و پیش از هر واریز ریالی باید دوباره ارسال شود',
    children:
      'دلیل رد: نامه درخواست خرید تتر سربرگ و مهر شرکت را ندارد و نشانی کیف پول مقصد در آن نوشته نشده است؛ نامه را با سربرگ، مهر و نشانی TQrZ9wBzX3rDk5gVxh2JyB8d1KdQhL4VnT دوباره بارگذاری کنید.',
  },
  en: {
    title: 'Your legal-entity verification was rejected and must be resubmitted before any IRT deposit',
    children:
      'Reason: the USDT purchase request letter lacks the company letterhead and seal and does not state the destination wallet; upload it again with letterhead, seal and the address TQrZ9wBzX3rDk5gVxh2JyB8d1KdQhL4VnT.',
  },
} satisfies Localized<Partial<BannerProps>>;

const actionLabel = { fa: 'تکمیل احراز هویت', en: 'Complete verification' } satisfies Localized<string>;
const onAction = fn();

const meta = {
  title: 'UI/Banner',
  component: Banner,
  args: { ...notVerified.fa, tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: tones } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(notVerified),
  ],
  beforeEach: () => {
    onAction.mockClear();
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not verified, with the rejection reason and an action (keyboard and pointer). */
export const NotVerified: Story = {
  render: (args, { globals }) => (
    <Banner {...args} action={<Button onPress={onAction}>{pick(actionLabel, { globals })}</Button>} />
  ),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(pick(notVerified, { globals }).children)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-tone="critical"] svg')).toHaveAttribute(
      'data-icon',
      'cross',
    );
    const button = canvas.getByRole('button', { name: pick(actionLabel, { globals }) });
    await userEvent.click(button);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(onAction).toHaveBeenCalledTimes(2);
  },
};

export const InProgress: Story = {
  args: { tone: 'warning' },
  decorators: [localizedArgs(inProgress)],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone="warning"] svg')).toHaveAttribute(
      'data-icon',
      'clock',
    );
  },
};

export const Verified: Story = {
  args: { tone: 'positive', children: undefined },
  decorators: [
    localizedArgs({
      fa: { ...verified.fa, children: undefined },
      en: { ...verified.en, children: undefined },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-tone="positive"] svg')).toHaveAttribute(
      'data-icon',
      'check',
    );
  },
};

/** A banner that appears after an action is a polite live region. */
export const Live: Story = {
  args: { tone: 'neutral', isLive: true },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      pick(notVerified, { globals }).title,
    );
  },
};

export const LongTextAt320: Story = {
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

/** The rejection banner at 200% text size. */
export const NotVerifiedAtTextZoom200: Story = {
  ...NotVerified,
  parameters: textZoom200,
  play: async (context) => {
    await NotVerified.play?.(context);
    await expectFitsAtTextZoom(context.canvasElement);
  },
};
