import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildSecondFactors, secondFactorHandlers } from '../../entities/secondFactor/mocks';
import { currentLocale } from '../../shared/i18n/i18n';
import { MOCK_FIRST_CODE, MOCK_PASSWORD } from '../mocks/securityFixtures';
import { securityHandlers } from '../mocks/securityHandlers';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { SecondFactorCard } from './SecondFactorCard';
import {
  card,
  CardOnProfile,
  mockSays,
  narrowPhone,
  openSetUp,
  page,
  stepText,
  submitCode,
  submitPassword,
  t,
} from './securityStoryKit';

const meta = {
  title: 'Features/Security/SecondFactorCard',
  component: SecondFactorCard,
  render: () => (
    <CardOnProfile>
      <SecondFactorCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks(),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { security: securityHandlers.enrolment } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof SecondFactorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card once the status is in: its badge says on or off. */
async function loadedCard(canvasElement: HTMLElement, state: 'on' | 'off') {
  const region = within(card(canvasElement));
  await expect(await region.findByText(t(`security:secondFactor.${state}`))).toBeVisible();
  return region;
}

/** A value of the on card's details, by its label. */
const detail = (region: ReturnType<typeof within>, key: string) =>
  region.getByText(t(`security:secondFactor.${key}`), { selector: 'dt' }).nextElementSibling as HTMLElement;

/** Placeholders hold the card's place while the status loads. */
export const Loading: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(
      within(region).getByRole('heading', { name: t('security:secondFactor.title') }),
    ).toBeVisible();
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).getByText(t('security:secondFactor.loading'))).toBeInTheDocument();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** The status fails: what failed, the server's words and a retry, inside the card. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const region = within(card(canvasElement));
    await expect(await region.findByText(t('security:secondFactor.failed'))).toBeVisible();
    await expect(region.getByText(mockSays().serverError)).toBeVisible();
    await expect(region.getByRole('button', { name: t('security:retry') })).toBeEnabled();
  },
};

/** Off: says so, why it matters (deposits, withdrawals, the back office) and offers Set up. */
export const Off: Story = {
  parameters: { msw: { handlers: { security: [secondFactorHandlers.notSetUp()] } } },
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'off');
    await expect(region.getByText(t('security:secondFactor.offBody'))).toBeVisible();
    await expect(region.getByRole('button', { name: t('security:secondFactor.setUp') })).toBeEnabled();
    await expect(region.queryByText(t('security:secondFactor.codesLeft'))).toBeNull();
  },
};

const ON_SINCE = '2030-01-01T08:00:00+03:30';

/** On: since when (the reader's calendar and digits), how many recovery codes are left, and Turn off. */
export const On: Story = {
  parameters: {
    msw: { handlers: { security: [secondFactorHandlers.enabled({ recovery_codes_left: 7 })] } },
  },
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'on');
    await expect(region.getByText(t('security:secondFactor.onBody'))).toBeVisible();
    await expect(buildSecondFactors().totp_enabled_at).toBe(ON_SINCE);
    await expect(detail(region, 'since')).toHaveTextContent(
      formatDateTime(ON_SINCE, { locale: currentLocale(), timeZone: 'Asia/Tehran', showTime: false }),
    );
    await expect(detail(region, 'codesLeft')).toHaveTextContent(currentLocale() === 'fa' ? '۷' : '7');
    // Turn off is the one action (a lost or replaced phone); there is nothing to set up.
    await expect(region.getAllByRole('button').map((button) => button.textContent)).toEqual([
      t('security:removal.open'),
    ]);
  },
};

/** Set up opens the set-up at its first step, the password; nothing is sent yet. */
export const OpensSetUp: Story = {
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openSetUp(canvasElement);
    await expect(dialog.getByText(t('security:enrolment.password.intro'))).toBeVisible();
    await expect(securityMockState.requests).toEqual(['GET /api/user/second-factor']);
  },
  parameters: { visual: { target: 'body' } },
};

/**
 * The whole set-up from the card: password, first code, the codes saved, Done. The dialog closes and the
 * card, having read the status again, says on, with all ten codes left.
 */
export const DoneShowsOn: Story = {
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openSetUp(canvasElement);
    await submitPassword(dialog, MOCK_PASSWORD);
    await expect(await dialog.findByText(stepText(2, 'app'))).toBeVisible();
    await submitCode(dialog, MOCK_FIRST_CODE);
    await expect(await dialog.findByText(stepText(3, 'codes'))).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: t('security:enrolment.codes.saved') }));
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.codes.done') }));
    await waitFor(() =>
      expect(page(canvasElement).queryByRole('dialog', { name: t('security:enrolment.title') })).toBeNull(),
    );
    const region = await loadedCard(canvasElement, 'on');
    await expect(detail(region, 'codesLeft')).toHaveTextContent(currentLocale() === 'fa' ? '۱۰' : '10');
    await expect(securityMockState.requests).toEqual([
      'GET /api/user/second-factor',
      'POST /api/user/second-factor/totp',
      'POST /api/user/second-factor/totp/confirm',
      'GET /api/user/second-factor',
    ]);
  },
};

/**
 * Another tab turned the app on meanwhile: the password step says so in the server's words (409), and once
 * the dialog is closed the card shows it on.
 */
export const AlreadyOn: Story = {
  parameters: { msw: { handlers: { security: securityHandlers.alreadyOn } } },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'off');
    const dialog = await openSetUp(canvasElement);
    await submitPassword(dialog, MOCK_PASSWORD);
    await expect(await dialog.findByText(mockSays().alreadyOn)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('security:enrolment.cancel') }));
    await loadedCard(canvasElement, 'on');
  },
};
