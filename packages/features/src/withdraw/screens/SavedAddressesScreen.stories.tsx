import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { mockState, resetWithdrawMocks } from '../mocks/mockState';
import { MOCK_USABLE_AT, SAMPLE } from '../mocks/withdrawFixtures';
import { withdrawHandlers } from '../mocks/withdrawHandlers';
import { SavedAddressesScreen } from './SavedAddressesScreen';
import {
  expectFitsNarrow,
  expectIdentifier,
  expectToast,
  LocationProbe,
  Narrow,
  page,
  PageStub,
  pasteInto,
  press,
  savedAddresses,
  t,
} from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/SavedAddressesScreen',
  component: SavedAddressesScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/cash-withdraw/USDT/addresses" element={<SavedAddressesScreen />} />
        <Route path="/cash-withdraw/USDT" element={<PageStub name="Withdraw Tether" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetWithdrawMocks(),
  parameters: {
    router: { initialEntries: ['/cash-withdraw/USDT/addresses'] },
    msw: { handlers: { withdraw: withdrawHandlers.ready } },
  },
} satisfies Meta<typeof SavedAddressesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: t('withdraw:savedAddresses.listLabel') }));

async function openAdd(canvasElement: HTMLElement) {
  await press(canvasElement, t('withdraw:savedAddresses.add'));
  return within(
    await page(canvasElement).findByRole('dialog', { name: t('withdraw:savedAddresses.addTitle') }),
  );
}

export const Loading: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('withdraw:savedAddresses.empty') }),
    ).toBeVisible();
  },
};

/** Each address in full; one without a label says so. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // In full, in groups of four, left to right in fa too; copied, the one address without spaces.
    await expectIdentifier(items[0]!, SAMPLE.hardwareWallet);
    await expect(items[1]).toHaveTextContent(t('withdraw:destination.unlabelled'));
  },
};

/** Secure-withdrawal mode is on: an address saved within the wait says from when it may be used. */
export const NotYetUsable: Story = {
  beforeEach: () => {
    resetWithdrawMocks({ secureMode: true });
    mockState.addresses[0]!.usable_at = MOCK_USABLE_AT;
  },
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem');
    const usableFrom = (date: string) => t('withdraw:usableFrom', { date });
    await expect(items[0]).toHaveTextContent(
      usableFrom(formatDateTime(MOCK_USABLE_AT, { locale: currentLocale() })),
    );
    await expect(items[1]).not.toHaveTextContent(usableFrom('').trim());
  },
};

/** An address of another chain is refused as it is pasted. */
export const AddInvalidAddress: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    const address = dialog.getByRole('textbox', { name: t('withdraw:fields.address') });
    await pasteInto(address, '0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedAddresses.save') }));
    await expect(savedAddresses()).toHaveLength(2);
  },
};

export const Added: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    await pasteInto(
      dialog.getByRole('textbox', { name: t('withdraw:fields.address') }),
      `${SAMPLE.newWallet}\n`,
    );
    await userEvent.type(dialog.getByRole('textbox', { name: t('withdraw:fields.label') }), 'صرافی');
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedAddresses.save') }));
    await expectToast(canvasElement, t('withdraw:savedAddresses.added'));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
    await expect(savedAddresses()[0]).toMatchObject({ label: 'صرافی', address: SAMPLE.newWallet });
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /TR7NHq/ }));
    const box = await page(canvasElement).findByRole('dialog', {
      name: t('withdraw:savedAddresses.deleteTitle'),
    });
    const dialog = within(box);
    // The whole address inside the sentence, in groups that wrap only between them.
    await expectIdentifier(box, SAMPLE.exchangeWallet);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedAddresses.delete') }));
    await expectToast(canvasElement, t('withdraw:savedAddresses.deleted'));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem');
    await expectFitsNarrow(canvasElement);
    // A 34-character address does not fit a 320 px line: it wraps between groups of four, never inside one.
    await expectIdentifier(items[0]!, SAMPLE.hardwareWallet);
  },
};
