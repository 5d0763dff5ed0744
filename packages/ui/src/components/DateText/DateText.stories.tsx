import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pick, type Localized } from '../../../../../.storybook/localized';
import { DateText } from './DateText';

// 10:30 UTC on 20 March 2024 is 14:00 in Tehran and 1 Farvardin 1403 in the Jalali calendar.
const nowruz = '2024-03-20T10:30:00Z';

const shown = {
  withTime: { fa: /۱ فروردین ۱۴۰۳.*۱۴:۰۰/, en: /20 March 2024.*14:00/ },
  dateOnly: { fa: '۱ فروردین ۱۴۰۳', en: '20 March 2024' },
} satisfies Record<string, Localized<RegExp | string>>;

const meta = {
  title: 'UI/DateText',
  component: DateText,
  args: { value: nowruz },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jalali date and Tehran time in fa; Gregorian in en. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2024-03-20T10:30:00.000Z');
    await expect(time).toHaveTextContent(pick(shown.withTime, { globals }));
  },
};

export const DateOnly: Story = {
  args: { showTime: false },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(pick(shown.dateOnly, { globals }))).toBeInTheDocument();
  },
};

/** Empty shows blank. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};

/** A value that is not a date is shown as it is. */
export const Unparseable: Story = {
  args: { value: 'yesterday' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('yesterday')).toBeInTheDocument();
  },
};
