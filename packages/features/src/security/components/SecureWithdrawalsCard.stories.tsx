import { formatDateTime, toLocaleDigits } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  buildSecureWithdrawals,
  SECURE_ENDS_AT,
  SECURE_ON_SINCE,
} from '../../entities/secureWithdrawal/mocks';
import { currentLocale } from '../../shared/i18n/i18n';
import { MOCK_FIRST_CODE } from '../mocks/securityFixtures';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { SECURE_CHANGED_AT, secureWithdrawalsMockHandlers } from '../mocks/secureWithdrawalsHandlers';
import { SecureWithdrawalsCard } from './SecureWithdrawalsCard';
import { CardOnProfile, mockSays, narrowPhone, page, t } from './securityStoryKit';

const meta = {
  title: 'Features/Security/SecureWithdrawalsCard',
  component: SecureWithdrawalsCard,
  render: () => (
    <CardOnProfile>
      <SecureWithdrawalsCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks(),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { secureWithdrawals: secureWithdrawalsMockHandlers.ready } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof SecureWithdrawalsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const ON = buildSecureWithdrawals({ is_on: true, on_since: SECURE_ON_SINCE });
const ENDING = buildSecureWithdrawals({ is_on: true, on_since: SECURE_ON_SINCE, ends_at: SECURE_ENDS_AT });

/** The card, a region named by its title. */
const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t('security:secureWithdrawals.title') }));

/** The card once the mode is in: its badge says off, on or ending. */
async function loadedCard(canvasElement: HTMLElement, stage: 'off' | 'on' | 'ending') {
  const region = card(canvasElement);
  await waitFor(() => expect(region.getByText(t(`security:secureWithdrawals.${stage}`))).toBeVisible());
  return region;
}

/** A value of the card's details, by its label. */
const detail = (region: ReturnType<typeof within>, key: 'since' | 'until') =>
  region.getByText(t(`security:secureWithdrawals.${key}`), { selector: 'dt' })
    .nextElementSibling as HTMLElement;

/** A moment as the card shows it: the reader's calendar and digits, Tehran time. */
const shown = (at: string) => formatDateTime(at, { locale: currentLocale(), timeZone: 'Asia/Tehran' });

/** The sentence that says what the mode does, with the server's wait (24 hours) in the page's digits. */
const explain = () =>
  t('security:secureWithdrawals.explain', { count: 24, hours: toLocaleDigits('24', currentLocale()) });

/** Presses the card's one button and waits for its dialog. */
async function openDialog(canvasElement: HTMLElement, action: 'turnOn' | 'turnOff' | 'keepOn') {
  await userEvent.click(
    card(canvasElement).getByRole('button', { name: t(`security:secureWithdrawals.${action}.action`) }),
  );
  return within(
    await page(canvasElement).findByRole('dialog', { name: t(`security:secureWithdrawals.${action}.title`) }),
  );
}

/** Types a code into the dialog's cells (it opens with the first one focused) and presses Confirm. */
async function submitCode(
  dialog: ReturnType<typeof within>,
  action: 'turnOn' | 'turnOff' | 'keepOn',
  code: string,
) {
  const first = dialog.getByRole('textbox', {
    name: t('security:secureWithdrawals.codeCell', { position: 1, length: 6 }),
  });
  await waitFor(() => expect(first).toHaveFocus());
  await userEvent.keyboard(code);
  await userEvent.click(
    dialog.getByRole('button', { name: t(`security:secureWithdrawals.${action}.confirm`) }),
  );
}

/** Placeholders hold the card's place while the mode loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { secureWithdrawals: secureWithdrawalsMockHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByText(t('security:secureWithdrawals.loading'))).toBeInTheDocument();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** Off: says so, what the mode does and the wait, and offers Turn on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'off');
    await waitFor(() => expect(region.getByText(explain())).toBeVisible());
    await expect(
      region.getByRole('button', { name: t('security:secureWithdrawals.turnOn.action') }),
    ).toBeEnabled();
    await expect(region.queryByText(t('security:secureWithdrawals.since'))).toBeNull();
  },
};

/** On: since when, in the reader's calendar; Turn off. */
export const On: Story = {
  beforeEach: () => resetSecurityMocks({ secureWithdrawals: ON }),
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'on');
    await waitFor(() => expect(region.getByText(explain())).toBeVisible());
    await expect(detail(region, 'since')).toHaveTextContent(shown(SECURE_ON_SINCE));
    await expect(region.queryByText(t('security:secureWithdrawals.until'))).toBeNull();
    await expect(
      region.getByRole('button', { name: t('security:secureWithdrawals.turnOff.action') }),
    ).toBeEnabled();
  },
};

/** Ending: turned off, but in force until ends_at; Keep it on. */
export const Ending: Story = {
  beforeEach: () => resetSecurityMocks({ secureWithdrawals: ENDING }),
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'ending');
    await expect(detail(region, 'until')).toHaveTextContent(shown(SECURE_ENDS_AT));
    await expect(detail(region, 'since')).toHaveTextContent(shown(SECURE_ON_SINCE));
    await expect(
      region.getByRole('button', { name: t('security:secureWithdrawals.keepOn.action') }),
    ).toBeEnabled();
  },
};

/** A wrong code: the server's 422 on the code's cells, which empty for the app's next code; nothing changes. */
export const WrongCode: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openDialog(canvasElement, 'turnOn');
    await submitCode(dialog, 'turnOn', '000000');
    await waitFor(() => expect(dialog.getByText(mockSays().codeWrong)).toBeVisible());
    const first = dialog.getByRole('textbox', {
      name: t('security:secureWithdrawals.codeCell', { position: 1, length: 6 }),
    });
    await expect(first).toHaveValue('');
    await expect(securityMockState.secureWithdrawals.is_on).toBe(false);
  },
};

/** Fewer than six digits: the client rule on the field, nothing sent. */
export const CodeTooShort: Story = {
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openDialog(canvasElement, 'turnOn');
    await submitCode(dialog, 'turnOn', '123');
    await waitFor(() => expect(dialog.getByText(t('security:secureWithdrawals.codeInvalid'))).toBeVisible());
    await expect(securityMockState.requests).toEqual(['GET /api/user/secure-withdrawals']);
  },
};

/**
 * Turning on with the right code, typed in Persian digits: the dialog closes and the card, read again,
 * says on since the server's moment.
 */
export const TurnsOn: Story = {
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openDialog(canvasElement, 'turnOn');
    await submitCode(dialog, 'turnOn', toLocaleDigits(MOCK_FIRST_CODE, 'fa'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const region = await loadedCard(canvasElement, 'on');
    await expect(detail(region, 'since')).toHaveTextContent(shown(SECURE_CHANGED_AT));
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/secure-withdrawals',
      'PUT /api/user/secure-withdrawals',
      'GET /api/user/secure-withdrawals',
    ]);
  },
};

/** Turning off takes the wait: the card says ending, in force until 24 hours later, and offers Keep it on. */
export const TurnsOffAfterTheWait: Story = {
  beforeEach: () => resetSecurityMocks({ secureWithdrawals: ON }),
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'on');
    const dialog = await openDialog(canvasElement, 'turnOff');
    const body = t('security:secureWithdrawals.turnOff.body', {
      count: 24,
      hours: toLocaleDigits('24', currentLocale()),
    });
    // Found is not yet shown on a loaded machine (the dialog's first frame): wait until it is seen.
    await waitFor(() => expect(dialog.getByText(body)).toBeVisible());
    await submitCode(dialog, 'turnOff', MOCK_FIRST_CODE);
    const region = await loadedCard(canvasElement, 'ending');
    await expect(detail(region, 'until')).toHaveTextContent(shown('2030-01-03T09:30:00+03:30'));
  },
};

/** No authenticator app: the server's 403 in its own words, in the dialog; the mode stays off. */
export const NoApp: Story = {
  parameters: {
    msw: { handlers: { secureWithdrawals: secureWithdrawalsMockHandlers.noApp } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openDialog(canvasElement, 'turnOn');
    await submitCode(dialog, 'turnOn', MOCK_FIRST_CODE);
    await waitFor(() => expect(dialog.getByText(mockSays().secureNeedsApp)).toBeVisible());
    await loadedCard(canvasElement, 'off');
  },
};
