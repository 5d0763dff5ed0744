import { formatDateTime, toLocaleDigits } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import {
  antiPhishingMockHandlers,
  PHRASE_CHANGED_AT,
  PHRASE_SET,
  PHRASE_SET_AT,
} from '../mocks/antiPhishingHandlers';
import { MOCK_FIRST_CODE } from '../mocks/securityFixtures';
import { resetSecurityMocks, securityMockState } from '../mocks/securityMockState';
import { AntiPhishingCard } from './AntiPhishingCard';
import type { AntiPhishingAction } from './AntiPhishingDialog';
import { CardOnProfile, mockSays, narrowPhone, page, t } from './securityStoryKit';

// The anti-phishing phrase on the profile: whether one is set and since when (never the phrase itself),
// and setting, changing or removing it with the authenticator app's code. The app is on unless a story
// says otherwise.
const meta = {
  title: 'Features/Security/AntiPhishingCard',
  component: AntiPhishingCard,
  render: () => (
    <CardOnProfile>
      <AntiPhishingCard />
    </CardOnProfile>
  ),
  beforeEach: () => resetSecurityMocks({ enabled: true }),
  parameters: {
    ...narrowPhone.parameters,
    msw: { handlers: { antiPhishing: antiPhishingMockHandlers.ready } },
  },
  globals: narrowPhone.globals,
} satisfies Meta<typeof AntiPhishingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/api/user/anti-phishing-phrase';

/** The phrase's calls the mock server answered, in order (the card also reads the second factors). */
const phraseRequests = () => securityMockState.requests.filter((request) => request.endsWith(PATH));

/** The card, a region named by its title. */
const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t('security:antiPhishing.title') }));

/** The card once the state is in: its badge says set or not set. */
async function loadedCard(canvasElement: HTMLElement, state: 'set' | 'notSet') {
  const region = card(canvasElement);
  await waitFor(() => expect(region.getByText(t(`security:antiPhishing.${state}`))).toBeVisible());
  return region;
}

/** The "Set since" value of the card's details. */
const setSince = (region: ReturnType<typeof within>) =>
  region.getByText(t('security:antiPhishing.setAt'), { selector: 'dt' }).nextElementSibling as HTMLElement;

/** A moment as the card shows it: the reader's calendar and digits, Tehran time. */
const shown = (at: string) => formatDateTime(at, { locale: currentLocale(), timeZone: 'Asia/Tehran' });

/** Presses one of the card's buttons and waits for its dialog to show its first sentence. */
async function openDialog(canvasElement: HTMLElement, action: AntiPhishingAction) {
  await userEvent.click(
    card(canvasElement).getByRole('button', { name: t(`security:antiPhishing.${action}.action`) }),
  );
  const dialog = within(
    await page(canvasElement).findByRole('dialog', { name: t(`security:antiPhishing.${action}.title`) }),
  );
  // Found is not yet shown on a loaded machine (the dialog's first frame): wait until it is seen.
  await waitFor(() => expect(dialog.getByText(t(`security:antiPhishing.${action}.body`))).toBeVisible());
  return dialog;
}

const phraseField = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole('textbox', { name: t('security:antiPhishing.phrase') });

/** Types the phrase (when the dialog asks for one) and the code, then presses the dialog's confirm. */
async function submit(
  dialog: ReturnType<typeof within>,
  action: AntiPhishingAction,
  { phrase, code }: { phrase?: string; code: string },
) {
  if (phrase !== undefined) await userEvent.type(phraseField(dialog), phrase);
  await userEvent.click(
    dialog.getByRole('textbox', { name: t('security:antiPhishing.codeCell', { position: 1, length: 6 }) }),
  );
  await userEvent.keyboard(code);
  await userEvent.click(dialog.getByRole('button', { name: t(`security:antiPhishing.${action}.confirm`) }));
}

/** Placeholders hold the card's place while the state loads; nothing to press yet. */
export const Loading: Story = {
  parameters: { msw: { handlers: { antiPhishing: antiPhishingMockHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(region.getByRole('heading', { name: t('security:antiPhishing.title') })).toBeVisible();
    await expect(region.getByText(t('security:antiPhishing.loading'))).toBeInTheDocument();
    await expect(region.queryByRole('button')).toBeNull();
  },
};

/** No phrase yet: what it is for, Not set, and Set a phrase. */
export const NotSet: Story = {
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'notSet');
    await expect(region.getByText(t('security:antiPhishing.explain'))).toBeVisible();
    await expect(region.getByRole('button', { name: t('security:antiPhishing.setUp.action') })).toBeVisible();
    await expect(region.queryByRole('button', { name: t('security:antiPhishing.remove.action') })).toBeNull();
    await expect(region.queryByText(t('security:antiPhishing.setAt'))).toBeNull();
  },
};

/** A phrase is set: since when, in the reader's calendar, that it is not shown, and Change and Remove. */
export const IsSet: Story = {
  beforeEach: () => resetSecurityMocks({ enabled: true, antiPhishing: PHRASE_SET }),
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'set');
    await expect(region.getByText(t('security:antiPhishing.explainSet'))).toBeVisible();
    await expect(setSince(region)).toHaveTextContent(shown(PHRASE_SET_AT));
    await expect(region.getByText(t('security:antiPhishing.notShown'))).toBeVisible();
    for (const action of ['change', 'remove'] as const) {
      await expect(
        region.getByRole('button', { name: t(`security:antiPhishing.${action}.action`) }),
      ).toBeVisible();
    }
    await expect(region.queryByRole('button', { name: t('security:antiPhishing.setUp.action') })).toBeNull();
  },
};

/**
 * No authenticator app (the server answers any change with 403): the card says to turn on two-step sign-in
 * first and offers nothing to press, while still saying whether a phrase is set.
 */
export const NoApp: Story = {
  beforeEach: () => resetSecurityMocks({ enabled: false, antiPhishing: PHRASE_SET }),
  play: async ({ canvasElement }) => {
    const region = await loadedCard(canvasElement, 'set');
    await waitFor(() => expect(region.getByText(t('security:antiPhishing.needsApp.title'))).toBeVisible());
    await expect(region.getByText(t('security:antiPhishing.needsApp.body'))).toBeVisible();
    await expect(region.queryByRole('button')).toBeNull();
    await expect(phraseRequests()).toEqual([`GET ${PATH}`]);
  },
};

/** The first read fails: the server's words and Try again, which loads the card. */
export const LoadError: Story = {
  parameters: { msw: { handlers: { antiPhishing: antiPhishingMockHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await waitFor(() => expect(region.getByText(t('security:antiPhishing.failed'))).toBeVisible());
    await expect(region.getByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: t('security:retry') }));
    await loadedCard(canvasElement, 'notSet');
    await waitFor(() => expect(phraseRequests()).toEqual([`GET ${PATH}`, `GET ${PATH}`]));
  },
};

/** Set a phrase opens the dialog: the phrase with its rule (in the page's digits) and the app's code. */
export const DialogOpen: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'notSet');
    const dialog = await openDialog(canvasElement, 'setUp');
    const digits = (value: number) => toLocaleDigits(String(value), currentLocale());
    await expect(phraseField(dialog)).toHaveValue('');
    await expect(
      dialog.getByText(t('security:antiPhishing.phraseHint', { min: digits(4), max: digits(20) })),
    ).toBeVisible();
    await expect(dialog.getByText(t('security:antiPhishing.codeHint'))).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: t('security:antiPhishing.setUp.confirm') }),
    ).toBeEnabled();
    await expect(phraseRequests()).toEqual([`GET ${PATH}`]);
  },
};

/** A phrase that could read as an address: refused here, on its field and in the summary; nothing sent. */
export const InvalidPhrase: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'notSet');
    const dialog = await openDialog(canvasElement, 'setUp');
    await submit(dialog, 'setUp', { phrase: 'pay@sarraf', code: MOCK_FIRST_CODE });
    await waitFor(() => expect(dialog.getByText(t('security:antiPhishing.errorSummaryTitle'))).toBeVisible());
    const said = dialog.getAllByText(t('security:antiPhishing.phraseNotAllowed'));
    await expect(said.length).toBeGreaterThan(0);
    for (const text of said) await expect(text).toBeVisible();
    await expect(phraseField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(phraseRequests()).toEqual([`GET ${PATH}`]);
  },
};

/** A wrong code: the server's 422 on the code's cells, which empty for the app's next code; nothing changes. */
export const WrongCode: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'notSet');
    const dialog = await openDialog(canvasElement, 'setUp');
    await submit(dialog, 'setUp', { phrase: 'blue heron', code: '000000' });
    await waitFor(() => expect(dialog.getAllByText(mockSays().codeWrong)[0]).toBeVisible());
    await expect(
      dialog.getByRole('textbox', { name: t('security:antiPhishing.codeCell', { position: 1, length: 6 }) }),
    ).toHaveValue('');
    await expect(phraseField(dialog)).toHaveValue('blue heron');
    await waitFor(() => expect(phraseRequests()).toEqual([`GET ${PATH}`, `PUT ${PATH}`]));
    await expect(securityMockState.antiPhishing.is_set).toBe(false);
  },
};

/**
 * A Persian phrase with the code in Persian digits: the dialog closes, the card says set since the
 * server's moment, and a banner says it is done and that a mail says so too.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'notSet');
    const dialog = await openDialog(canvasElement, 'setUp');
    await submit(dialog, 'setUp', { phrase: 'نان‌ها و پنیر', code: toLocaleDigits(MOCK_FIRST_CODE, 'fa') });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const region = await loadedCard(canvasElement, 'set');
    await waitFor(() => expect(region.getByText(t('security:antiPhishing.setUp.done'))).toBeVisible());
    await expect(region.getByText(t('security:antiPhishing.doneMail'))).toBeVisible();
    await expect(setSince(region)).toHaveTextContent(shown(PHRASE_CHANGED_AT));
    await waitFor(() => expect(phraseRequests()).toEqual([`GET ${PATH}`, `PUT ${PATH}`, `GET ${PATH}`]));
  },
};

/** Removing asks only for the code; the card then says not set, and offers Set a phrase again. */
export const Removing: Story = {
  beforeEach: () => resetSecurityMocks({ enabled: true, antiPhishing: PHRASE_SET }),
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'set');
    const dialog = await openDialog(canvasElement, 'remove');
    await expect(dialog.queryByRole('textbox', { name: t('security:antiPhishing.phrase') })).toBeNull();
    await submit(dialog, 'remove', { code: MOCK_FIRST_CODE });
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const region = await loadedCard(canvasElement, 'notSet');
    await waitFor(() => expect(region.getByText(t('security:antiPhishing.remove.done'))).toBeVisible());
    await expect(region.queryByText(t('security:antiPhishing.setAt'))).toBeNull();
    await expect(region.getByRole('button', { name: t('security:antiPhishing.setUp.action') })).toBeVisible();
    await waitFor(() => expect(phraseRequests()).toEqual([`GET ${PATH}`, `PUT ${PATH}`, `GET ${PATH}`]));
  },
};

/**
 * The app was turned off in another tab after the card loaded: the server's 403 in its own words in the
 * dialog; once it is closed, the card says to turn on two-step sign-in first.
 */
export const AppTurnedOffMeanwhile: Story = {
  parameters: {
    msw: { handlers: { antiPhishing: antiPhishingMockHandlers.appTurnedOffMeanwhile } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement }) => {
    await loadedCard(canvasElement, 'notSet');
    const dialog = await openDialog(canvasElement, 'setUp');
    await submit(dialog, 'setUp', { phrase: 'blue heron', code: MOCK_FIRST_CODE });
    await waitFor(() => expect(dialog.getByText(mockSays().phraseNeedsApp)).toBeVisible());
    await expect(dialog.getByText(t('security:antiPhishing.failedTitle'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('security:antiPhishing.cancel') }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    const region = card(canvasElement);
    await waitFor(() => expect(region.getByText(t('security:antiPhishing.needsApp.title'))).toBeVisible());
    await expect(region.queryByRole('button')).toBeNull();
  },
};
