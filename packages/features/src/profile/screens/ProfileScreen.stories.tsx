import { showToast, toastQueue } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { components } from '../../shared/api/schema.gen';
import { createChangeLanguage, type ChangeLanguageDeps } from '../../shared/i18n/createChangeLanguage';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import { directionOf, LOCALE_STORAGE_KEY, type Locale } from '../../shared/i18n/locales';
import { http } from '../../shared/mocks/http';
import '../i18n/registerProfileI18n';
import { buildUser } from '../../shared/mocks/userFixtures';
import { profileHandlers, profileMockMessages } from '../mocks/profileHandlers';
import { ProfileScreen } from './ProfileScreen';
import { LoginStub, SignedInAs } from './storySession';

type User = components['schemas']['User'];

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const otherLocale = (): Locale => (currentLocale() === 'fa' ? 'en' : 'fa');

/**
 * What a language switch did, recorded instead of touching the page: the workbench's own language,
 * `<html lang>` and stored locale must stay those of the story, and a reload would end the test.
 */
const languageSwitch = {
  reload: fn(),
  doc: { documentElement: { lang: '', dir: '' } },
  storage: new Map<string, string>(),
  chosen: 'fa' as Locale,
};

const storyChangeLanguage = createChangeLanguage({
  i18n: {
    changeLanguage: async (locale: Locale) => {
      languageSwitch.chosen = locale;
    },
    t: (key: string) => i18n.t(key, { lng: languageSwitch.chosen }),
  } as unknown as ChangeLanguageDeps['i18n'],
  notify: (title) => showToast({ title, tone: 'positive' }),
  reload: () => languageSwitch.reload(),
  doc: languageSwitch.doc as unknown as Pick<Document, 'documentElement'>,
  storage: {
    getItem: (key) => languageSwitch.storage.get(key) ?? null,
    setItem: (key, value) => void languageSwitch.storage.set(key, value),
  },
  delayMs: 0,
});

/** The locales PUT /api/user/locale received. */
const savedLocales: string[] = [];

function renderWith(user: User, inviteFriends?: ReactNode) {
  const Stub = ({ name }: { name: string }) => (
    <main>
      <h1>{name} (stub)</h1>
    </main>
  );
  return () => (
    <SignedInAs user={user}>
      <Routes>
        <Route
          path="/profile"
          element={<ProfileScreen changeLanguage={storyChangeLanguage} inviteFriends={inviteFriends} />}
        />
        <Route path="/login" element={<LoginStub />} />
        <Route path="/profile/verification" element={<Stub name="Verification" />} />
        <Route path="/referral-details" element={<Stub name="Referrals" />} />
        <Route path="/admin" element={<Stub name="Admin area" />} />
      </Routes>
    </SignedInAs>
  );
}

const notVerified = buildUser();
const rejected = buildUser({ verification_reason: 'national card photo unreadable' });
const inProgress = buildUser({ verification_status: 'in_progress', name: 'سارا احمدی' });
const verified = buildUser({ verification_status: 'verified', name: 'سارا احمدی' });
// Never verified: an operator is not asked to, whatever their status says.
const admin = buildUser({ role: 'admin', email: 'ops@example.com' });

const meta = {
  title: 'Features/Profile/ProfileScreen',
  render: renderWith(notVerified),
  parameters: {
    router: { initialEntries: ['/profile'] },
    msw: { handlers: { profile: profileHandlers.signedIn(notVerified) } },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const banner = (canvasElement: HTMLElement, titleKey: string) =>
  within(canvasElement).findByText(t(titleKey));

/** Not verified: the banner says so with the review time and links to the form; the menu is there. */
export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('profile:title') })).toBeVisible();
    await expect(await banner(canvasElement, 'profile:status.notVerifiedTitle')).toBeVisible();
    await expect(canvas.getByText(t('profile:status.notVerifiedBody'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('profile:status.verify') })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
    const menu = within(canvas.getByRole('navigation', { name: t('profile:menu.label') }));
    await expect(menu.getByRole('link', { name: t('profile:menu.inviteFriends') })).toHaveAttribute(
      'href',
      '/referral-details',
    );
    // Support and FAQ open inside the app, not on the public landing page.
    await expect(menu.getByRole('link', { name: t('profile:menu.support') })).toHaveAttribute(
      'href',
      '/support',
    );
    await expect(menu.getByRole('link', { name: t('profile:menu.faq') })).toHaveAttribute(
      'href',
      '/support#faq',
    );
    await expect(menu.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByText('sara@example.com')).toBeVisible();
  },
};

export const Rejected: Story = {
  render: renderWith(rejected),
  parameters: { msw: { handlers: { profile: profileHandlers.signedIn(rejected) } } },
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'profile:status.rejectedTitle')).toBeVisible();
    await expect(
      within(canvasElement).getByText(
        t('profile:status.rejectedReason', { reason: 'national card photo unreadable' }),
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: t('profile:status.resubmit') }),
    ).toBeVisible();
  },
};

export const InProgress: Story = {
  render: renderWith(inProgress),
  parameters: { msw: { handlers: { profile: profileHandlers.signedIn(inProgress) } } },
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'profile:status.inProgressTitle')).toBeVisible();
    await expect(within(canvasElement).getByText(t('profile:status.inProgressBody'))).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: t('profile:status.verify') })).toBeNull();
  },
};

export const Verified: Story = {
  render: renderWith(verified),
  parameters: { msw: { handlers: { profile: profileHandlers.signedIn(verified) } } },
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'profile:status.verifiedTitle')).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { name: 'سارا احمدی' })).toBeVisible();
  },
};

/** The user in memory is stale (submitted since): the banner follows the fresh user from the server. */
export const RefreshedOnArrival: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.signedIn(inProgress) } } },
  play: async ({ canvasElement }) => {
    await expect(await banner(canvasElement, 'profile:status.inProgressTitle')).toBeVisible();
    await expect(within(canvasElement).queryByText(t('profile:status.notVerifiedTitle'))).toBeNull();
  },
};

/**
 * The invite-friends part the app passes in (the referral feature's card, a stand-in here: a feature
 * imports no other): it sits after the account and stands for the menu's Invite friends link.
 */
export const WithInviteFriends: Story = {
  render: renderWith(
    notVerified,
    <section aria-label="Invite friends (stub)">
      <p>Invite card (stub)</p>
    </section>,
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('region', { name: 'Invite friends (stub)' });
    const nav = canvas.getByRole('navigation', { name: t('profile:menu.label') });
    await expect(invite.compareDocumentPosition(nav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const menu = within(nav);
    await expect(menu.queryByRole('link', { name: t('profile:menu.inviteFriends') })).toBeNull();
    await expect(menu.getAllByRole('link')).toHaveLength(3);
  },
};

export const OpensProfileInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only operators see the way to the back office.
    await expect(canvas.queryByRole('link', { name: t('profile:menu.adminArea') })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: t('profile:menu.profileInformation') }));
    await expect(await canvas.findByRole('heading', { name: 'Verification (stub)' })).toBeVisible();
  },
};

/**
 * An operator's profile: nothing asks them to verify their identity (no banner, no profile information),
 * and the back office comes first in the menu.
 */
export const Operator: Story = {
  render: renderWith(admin),
  parameters: { msw: { handlers: { profile: profileHandlers.signedIn(admin) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ops@example.com')).toBeVisible();
    for (const key of ['notVerifiedTitle', 'rejectedTitle', 'inProgressTitle', 'verifiedTitle']) {
      await expect(canvas.queryByText(t(`profile:status.${key}`))).toBeNull();
    }
    await expect(canvas.queryByRole('link', { name: t('profile:status.verify') })).toBeNull();
    const menu = within(canvas.getByRole('navigation', { name: t('profile:menu.label') }));
    await expect(menu.queryByRole('link', { name: t('profile:menu.profileInformation') })).toBeNull();
    const [first] = menu.getAllByRole('link');
    await expect(first).toHaveAccessibleName(t('profile:menu.adminArea'));
    await expect(first).toHaveAttribute('href', '/admin');
  },
};

export const Logout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('profile:logout') }));
    await expect(await canvas.findByRole('heading', { name: 'Login (stub)' })).toBeVisible();
    await expect(canvas.getByText('signed out')).toBeVisible();
  },
};

/** Logout fails on the server: its message, and the person is signed out here all the same. */
export const LogoutFails: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.logoutFails(notVerified) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('profile:logout') }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(profileMockMessages[currentLocale()].serverError)).toBeVisible();
    toastQueue.clear();
    await expect(await canvas.findByRole('heading', { name: 'Login (stub)' })).toBeVisible();
    await expect(canvas.getByText('signed out')).toBeVisible();
  },
};

async function switchLanguage(canvasElement: HTMLElement) {
  languageSwitch.reload.mockClear();
  languageSwitch.storage.clear();
  languageSwitch.chosen = currentLocale();
  const target = otherLocale();
  const group = within(
    within(canvasElement).getByRole('radiogroup', { name: t('profile:settings.language') }),
  );
  await expect(group.getByRole('radio', { name: t(`profile:settings.${currentLocale()}`) })).toBeChecked();
  await userEvent.click(group.getByRole('radio', { name: t(`profile:settings.${target}`) }));
  // The toast speaks the new language.
  const body = within(canvasElement.ownerDocument.body);
  await expect(await body.findByText(i18n.t('common:language.changed', { lng: target }))).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(languageSwitch.reload).toHaveBeenCalledTimes(1));
  await expect(languageSwitch.storage.get(LOCALE_STORAGE_KEY)).toBe(target);
  await expect(languageSwitch.doc.documentElement.dir).toBe(directionOf(target));
  await expect(languageSwitch.doc.documentElement.lang).toBe(target);
  return target;
}

/** Switching language saves it on the server, stores it, sets direction, says so, then reloads. */
export const LanguageSwitch: Story = {
  parameters: {
    msw: {
      handlers: {
        profile: [
          http.put('/api/user/locale', async ({ request, response }) => {
            const { locale } = await request.json();
            savedLocales.push(locale);
            return response(200).json(buildUser({ locale }));
          }),
          ...profileHandlers.signedIn(notVerified),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    savedLocales.length = 0;
    const target = await switchLanguage(canvasElement);
    await expect(savedLocales).toEqual([target]);
  },
};

/** The server could not save the language: the switch still happens (the device's choice comes first). */
export const LanguageSaveFails: Story = {
  parameters: { msw: { handlers: { profile: profileHandlers.localeFails(notVerified) } } },
  play: async ({ canvasElement }) => {
    await switchLanguage(canvasElement);
  },
};
