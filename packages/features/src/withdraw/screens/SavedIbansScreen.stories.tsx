import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { isolateIdentifier } from '@sarraf/ui/format';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { mockState, resetWithdrawMocks } from '../mocks/mockState';
import { MOCK_USABLE_AT, SAMPLE } from '../mocks/withdrawFixtures';
import { withdrawHandlers } from '../mocks/withdrawHandlers';
import { SavedIbansScreen } from './SavedIbansScreen';
import {
  currentAddress,
  expectFitsNarrow,
  expectIdentifier,
  expectToast,
  inLocale,
  LocationProbe,
  mockSays,
  Narrow,
  page,
  PageStub,
  pasteInto,
  press,
  savedIbans,
  t,
} from './withdrawStoryKit';

const meta = {
  title: 'Features/Withdraw/SavedIbansScreen',
  component: SavedIbansScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/cash-withdraw/IRT/ibans" element={<SavedIbansScreen />} />
        <Route path="/cash-withdraw/IRT" element={<PageStub name="Withdraw Toman" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetWithdrawMocks(),
  parameters: {
    router: { initialEntries: ['/cash-withdraw/IRT/ibans'] },
    msw: { handlers: { withdraw: withdrawHandlers.ready } },
  },
} satisfies Meta<typeof SavedIbansScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: t('withdraw:savedIbans.listLabel') }));

async function openAdd(canvasElement: HTMLElement) {
  await press(canvasElement, t('withdraw:savedIbans.add'));
  return within(await page(canvasElement).findByRole('dialog', { name: t('withdraw:savedIbans.addTitle') }));
}

/** The Delete of the IBAN ending in these digits (its name says which, in Latin digits, isolated). */
const deleteButton = (canvasElement: HTMLElement, ending: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(isolateIdentifier(ending)) });

export const Loading: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.savedListFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('withdraw:savedIbans.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: () => resetWithdrawMocks({ saved: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: t('withdraw:savedIbans.empty') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('withdraw:savedIbans.add') })).toBeVisible();
  },
};

/** Each IBAN in full with its owner and bank; each Delete names its IBAN. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // In full, by the digit rule: Latin digits in fa too, in groups of four, copied without spaces.
    await expectIdentifier(items[0]!, 'IR820540102680020817909002');
    await expect(items[0]).toHaveTextContent(inLocale({ fa: 'بانک پارسیان', en: 'Parsian Bank' }));
    await expect(deleteButton(canvasElement, '9002')).toBeVisible();
  },
};

/** "Usable from" and the moment, in the reader's calendar and digits (Tehran time). */
const usableFrom = (at: string) =>
  t('withdraw:usableFrom', { date: formatDateTime(at, { locale: currentLocale() }) });

/**
 * Secure-withdrawal mode is on: an IBAN saved within the wait says from when it may be used; one whose wait
 * is over (or saved with the mode off) says nothing of it.
 */
export const NotYetUsable: Story = {
  beforeEach: () => {
    resetWithdrawMocks({ secureMode: true });
    mockState.ibans[0]!.usable_at = MOCK_USABLE_AT;
    mockState.ibans[1]!.usable_at = '2026-01-06T12:00:00+03:30';
  },
  play: async ({ canvasElement }) => {
    const items = (await list(canvasElement)).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent(usableFrom(MOCK_USABLE_AT));
    await expect(items[1]).not.toHaveTextContent(t('withdraw:usableFrom', { date: '' }).trim());
  },
};

/**
 * Secure-withdrawal mode is on: saving asks for the app's code too. A wrong one is the server's word on the
 * code's cells, emptied for the next; the right one saves, and the list says from when it may be used.
 */
export const AddInSecureMode: Story = {
  beforeEach: () => resetWithdrawMocks({ secureMode: true }),
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    const code = await dialog.findByRole('group', { name: t('withdraw:confirm.code') });
    await expect(dialog.getByText(t('withdraw:savedCode.hint'))).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: t('withdraw:fields.ownerName') }), 'رضا کریمی');
    await pasteInto(dialog.getByRole('textbox', { name: t('withdraw:fields.iban') }), SAMPLE.samanIban);
    const firstCell = () =>
      within(code).getByRole('textbox', { name: t('withdraw:confirm.codeCell', { position: 1, length: 6 }) });
    await userEvent.click(firstCell());
    await userEvent.keyboard(SAMPLE.wrongCode);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.save') }));
    await expect(await dialog.findByText(mockSays().codeWrong)).toBeVisible();
    await expect(firstCell()).toHaveValue('');
    await expect(savedIbans()).toHaveLength(2);
    await userEvent.click(firstCell());
    await userEvent.keyboard(SAMPLE.appCode);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.save') }));
    await expectToast(canvasElement, t('withdraw:savedIbans.added'));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
    const added = (await list(canvasElement)).getAllByRole('listitem')[0]!;
    await expect(added).toHaveTextContent('رضا کریمی');
    await expect(added).toHaveTextContent(usableFrom(MOCK_USABLE_AT));
  },
};

/** With the mode off, saving asks for no code (as before secure withdrawals). */
export const AddAsksNoCodeWhenOff: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    await expect(dialog.getByRole('textbox', { name: t('withdraw:fields.ownerName') })).toBeVisible();
    // The mode has been read (the save handlers answer it at once) and says off.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog.queryByRole('group', { name: t('withdraw:confirm.code') })).toBeNull();
  },
};

/** Back returns to the Toman withdrawal form. */
export const BackToTheForm: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await press(canvasElement, t('withdraw:back'));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/cash-withdraw/IRT'));
  },
};

/** A pasted IBAN with a wrong digit is refused in the dialog before anything is sent. */
export const AddInvalidIban: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: t('withdraw:fields.ownerName') }), 'سارا احمدی');
    await pasteInto(dialog.getByRole('textbox', { name: t('withdraw:fields.iban') }), SAMPLE.mistypedIban);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.save') }));
    await expect(
      dialog.getByRole('textbox', { name: t('withdraw:fields.iban') }),
    ).toHaveAccessibleDescription(
      `${t('withdraw:fields.ibanHint')} ${t('withdraw:validation.ibanChecksum')}`,
    );
    await expect(savedIbans()).toHaveLength(2);
  },
};

/** Pasted with spaces and Persian digits, named by its bank, saved: the list shows it first. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: t('withdraw:fields.ownerName') }), 'رضا کریمی');
    await pasteInto(
      dialog.getByRole('textbox', { name: t('withdraw:fields.iban') }),
      'IR۲۱ ۰۵۶۰ ۰۰۰۰ ۰۰۵۵ ۵۵۶۶ ۶۶۷۷ ۷۷',
    );
    await expect(dialog.getByRole('status')).toHaveTextContent(
      inLocale({ fa: 'بانک سامان', en: 'Saman Bank' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.save') }));
    await expectToast(canvasElement, t('withdraw:savedIbans.added'));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(3));
    await expect((await list(canvasElement)).getAllByRole('listitem')[0]).toHaveTextContent('رضا کریمی');
    await expect(savedIbans()[0]!.iban).toBe(SAMPLE.samanIban);
  },
};

/** The server refuses the IBAN: its word on the field, the dialog stays open. */
export const SaveRefused: Story = {
  parameters: { msw: { handlers: { withdraw: withdrawHandlers.saveRefused } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    const dialog = await openAdd(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: t('withdraw:fields.ownerName') }), 'رضا کریمی');
    await pasteInto(dialog.getByRole('textbox', { name: t('withdraw:fields.iban') }), SAMPLE.samanIban);
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.save') }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: t('withdraw:fields.iban') })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(dialog.getByText(mockSays().invalid)).toBeVisible();
  },
};

export const DeleteConfirmation: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(deleteButton(canvasElement, '9012'));
    const dialog = within(
      await page(canvasElement).findByRole('dialog', { name: t('withdraw:savedIbans.deleteTitle') }),
    );
    await expect(
      dialog.getByText(
        t('withdraw:savedIbans.deleteBody', { owner: 'سارا احمدی', digits: isolateIdentifier('9012') }),
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('withdraw:savedIbans.delete') })).toBeVisible();
    await expect(savedIbans()).toHaveLength(2);
  },
};

export const Deleted: Story = {
  play: async ({ canvasElement }) => {
    await list(canvasElement);
    await userEvent.click(deleteButton(canvasElement, '9012'));
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: t('withdraw:savedIbans.delete') }));
    await expectToast(canvasElement, t('withdraw:savedIbans.deleted'));
    await waitFor(async () => expect((await list(canvasElement)).getAllByRole('listitem')).toHaveLength(1));
    await expect(savedIbans().map((saved) => saved.id)).toEqual([7]);
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
    await list(canvasElement);
    await expectFitsNarrow(canvasElement);
  },
};
