import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18n } from '../../../shared/i18n/i18n';
import { treasuryAdminHandlers } from '../mocks/treasuryAdminHandlers';
import { DeskDayCard } from './DeskDayCard';

// The board's "Today at the desk" on its own, so its figures and chart are seen whole (the board's own
// stories check them in place).
const meta = {
  title: 'Features/Admin/DeskDayCard',
  component: DeskDayCard,
  render: () => (
    <main style={{ padding: 16 }}>
      <DeskDayCard />
    </main>
  ),
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.board } } },
} satisfies Meta<typeof DeskDayCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** Three fills of USDT/IRT at 09:00 and 11:00 in Tehran, nothing of USDC/IRT. */
export const Trading: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByRole('listitem', { name: 'USDT/IRT' })).toBeVisible();
    await expect(card.getByRole('img', { name: /./ })).toBeVisible();
    await expect(card.getByText(t('admin:treasury.day.spreadNone'))).toBeVisible();
  },
};

/** Before anything filled: every figure zero, the chart says so. */
export const NothingYet: Story = {
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByRole('img', { name: t('admin:treasury.day.chartEmpty') })).toBeVisible();
    await expect(card.getAllByText(t('admin:treasury.day.netNone'))).toHaveLength(2);
  },
};
