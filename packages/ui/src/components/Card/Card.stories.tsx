import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { Card, type CardProps } from './Card';

const text = {
  fa: { title: 'کیف پول', children: 'موجودی تتر و تومان شما اینجا نمایش داده می‌شود.' },
  en: { title: 'Wallet', children: 'Your USDT and IRT balances are shown here.' },
} satisfies Localized<Partial<CardProps>>;

const longText = {
  fa: {
    title: 'خلاصه معرفی دوستان و درآمد ماه جاری از کارمزد معاملات دعوت‌شدگان',
    children:
      'هر دوستی که با لینک شما ثبت‌نام کند و معامله انجام دهد، بخشی از کارمزد او به حساب شما واریز می‌شود؛ این مبلغ پس از تأیید معامله در کیف پول تومانی شما قابل برداشت است.',
  },
  en: {
    title: "Referral summary and this month's earnings from your invitees' trading fees",
    children:
      'Every friend who signs up with your link and trades earns you part of their fee; the amount can be withdrawn from your IRT wallet once the trade is approved.',
  },
} satisfies Localized<Partial<CardProps>>;

const meta = {
  title: 'UI/Card',
  component: Card,
  args: { ...text.fa },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a title the card is a region named by its heading. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const { title } = pick(text, { globals });
    const region = within(canvasElement).getByRole('region', { name: title });
    await expect(within(region).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  },
};

export const WithoutTitle: Story = {
  decorators: [localizedArgs({ fa: { title: undefined }, en: { title: undefined } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
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
