import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, waitFor, within } from 'storybook/test';
import { resetWithdrawMocks } from '../mocks/mockState';
import { withdrawHandlers } from '../mocks/withdrawHandlers';
import { WithdrawScreen } from './WithdrawScreen';
import { appIsOn, currentAddress, LocationProbe, PageStub, t } from './withdrawStoryKit';

/** /cash-withdraw/:currency as the app routes it: the currency picks the form. */
const meta = {
  title: 'Features/Withdraw/WithdrawScreen',
  component: WithdrawScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/cash-withdraw/:currency" element={<WithdrawScreen />} />
        <Route path="/panel" element={<PageStub name="Wallet" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetWithdrawMocks(),
  parameters: {
    router: { initialEntries: ['/cash-withdraw/IRT'] },
    msw: { handlers: { withdraw: withdrawHandlers.ready, secondFactor: appIsOn } },
  },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toman: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('withdraw:title.IRT') }),
    ).toBeVisible();
  },
};

/** The currency as people type it in an address: lower case works too. */
export const TetherInLowerCase: Story = {
  parameters: { router: { initialEntries: ['/cash-withdraw/usdt'] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: t('withdraw:title.USDT') }),
    ).toBeVisible();
  },
};

/** No withdrawal of another currency: back to the wallet. */
export const UnknownCurrency: Story = {
  parameters: { router: { initialEntries: ['/cash-withdraw/BTC'] } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/panel'));
  },
};
