import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { QRCode, type QRCodeProps } from './QRCode';

const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const text = {
  fa: { label: 'کد QR نشانی واریز تتر', emptyMessage: 'هنوز نشانی واریزی ساخته نشده است.' },
  en: {
    label: 'QR code of the USDT deposit address',
    emptyMessage: 'No deposit address has been created yet.',
  },
} satisfies Localized<Partial<QRCodeProps>>;

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  args: { ...text.fa, value: address },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
    localizedArgs(text),
  ],
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts the dark modules of the code, so two different values give two different pictures. */
function darkPathLength(canvasElement: HTMLElement): number {
  const paths = canvasElement.querySelectorAll('svg path');
  return paths[paths.length - 1]?.getAttribute('d')?.length ?? 0;
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const code = within(canvasElement).getByRole('img', { name: pick(text, { globals }).label });
    await expect(code).toHaveAttribute('width', '192');
    await expect(darkPathLength(canvasElement)).toBeGreaterThan(100);
  },
};

export const Small: Story = {
  args: { size: 128 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img').getBoundingClientRect().width).toBe(128);
  },
};

/** A long payment URI: more modules, still inside a 320 px screen. */
export const LongText: Story = {
  args: {
    value: `tron:${address}?amount=123456789012345.987&memo=${'9'.repeat(120)}`,
    size: 400,
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByRole('img');
    // Shrinks to the container instead of overflowing it.
    await expect(code.getBoundingClientRect().width).toBeLessThanOrEqual(288);
    await expect(code.getBoundingClientRect().width).toBeCloseTo(code.getBoundingClientRect().height, 0);
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent(pick(text, { globals }).emptyMessage);
  },
};
