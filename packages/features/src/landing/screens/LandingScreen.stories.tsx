import { formatAmount } from '@sarraf/ui';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import {
  pressLanguageSwitch,
  withRecordedLanguageSwitch,
} from '../../shared/components/languageSwitchStoryKit';
import { currentLocale } from '../../shared/i18n/i18n';
import { http } from '../../shared/mocks/http';
import { buildMarketList } from '../../shared/mocks/marketFixtures';
import { marketsHandlers } from '../../shared/mocks/marketsHandlers';
import { sessionHandlers } from '../../shared/mocks/sessionHandlers';
import { buildUser } from '../../shared/mocks/userFixtures';
import { FAQ_KEYS } from '../components/FaqSection';
import { LandingScreen } from './LandingScreen';
import { mockSays, t, withLinkedPages } from './landingStoryKit';

const meta = {
  title: 'Features/Landing/LandingScreen',
  component: LandingScreen,
  render: withLinkedPages('/landing', <LandingScreen />),
  parameters: {
    router: { initialEntries: ['/landing'] },
    // The page asks who is signed in (after its first paint): nobody, unless a story says otherwise.
    msw: { handlers: { markets: marketsHandlers.success(), session: sessionHandlers.signedOut } },
  },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price as the screen writes it in the story's language (grouped, Persian digits in fa). */
const shown = (amount: string) => formatAmount(amount, { locale: currentLocale() });

/** The markets section, by its heading. */
const markets = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: t('landing:markets.title') }));

/** The market cards once the list has arrived. */
async function marketCards(canvasElement: HTMLElement) {
  const section = markets(canvasElement);
  const list = await section.findByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button'));
}

async function chooseSide(canvasElement: HTMLElement, side: 'buy' | 'sell') {
  const group = within(markets(canvasElement).getByRole('radiogroup', { name: t('landing:markets.side') }));
  await userEvent.click(group.getByRole('radio', { name: t(`landing:markets.${side}`) }));
  await expect(group.getByRole('radio', { name: t(`landing:markets.${side}`) })).toBeChecked();
}

/** Markets loaded: every section is there and each card shows its pair, buy price, trend and volume. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('landing:brand') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t('landing:hero.title') })).toBeVisible();
    for (const key of ['features', 'markets', 'howItWorks', 'faq', 'support'] as const) {
      await expect(canvas.getByRole('region', { name: t(`landing:${key}.title`) })).toBeInTheDocument();
    }
    const [tether, second] = await marketCards(canvasElement);
    const [tetherMarket, secondMarket] = buildMarketList(currentLocale());
    await expect(tether).toHaveTextContent(tetherMarket!.name);
    // A Persian page names the currencies (تتر/تومان) where an English one shows their symbols.
    await expect(tether).toHaveTextContent(`${t('common:currency.USDT')}/${t('common:currency.IRT')}`);
    await expect(tether).toHaveTextContent(currentLocale() === 'fa' ? '۱٫۲۵٪' : '1.25%');
    await expect(tether).toHaveTextContent(shown(tetherMarket!.buy_price));
    await expect(tether).toHaveAttribute('data-trend', 'up');
    await expect(second).toHaveTextContent(secondMarket!.name);
    await expect(second).toHaveAttribute('data-trend', 'down');
    // The volume under each card, truncated to 3 decimals: 2310.0417 -> 2,310.041.
    await expect(markets(canvasElement).getByText(shown('2310.041'))).toBeVisible();
    await expect(markets(canvasElement).getByRole('radio', { name: t('landing:markets.buy') })).toBeChecked();
  },
};

/** The list never arrives: skeletons in a busy region, announced by name. */
export const MarketsLoading: Story = {
  parameters: { msw: { handlers: { markets: marketsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const section = markets(canvasElement);
    await expect(section.getByRole('progressbar', { name: t('landing:markets.loading') })).toBeVisible();
    await expect(section.getByRole('progressbar').closest('[aria-busy="true"]')).not.toBeNull();
    await expect(section.queryByRole('list')).toBeNull();
    // The rest of the page does not wait for the markets.
    await expect(within(canvasElement).getByRole('region', { name: t('landing:faq.title') })).toBeVisible();
  },
};

/** No market is open. */
export const MarketsEmpty: Story = {
  parameters: { msw: { handlers: { markets: marketsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const section = markets(canvasElement);
    await expect(
      await section.findByRole('heading', { level: 3, name: t('landing:markets.emptyTitle') }),
    ).toBeVisible();
    await expect(section.getByText(t('landing:markets.emptyBody'))).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
  },
};

/** A market nobody traded in the last 24 hours says so, rather than showing a volume of 0. */
export const NoTradesYet: Story = {
  parameters: {
    msw: {
      handlers: {
        markets: [
          http.get('/api/markets', ({ request, response }) => {
            const [tether] = buildMarketList(request.headers.get('X-Locale') === 'en' ? 'en' : 'fa');
            return response(200).json({ data: [{ ...tether!, volume: '0' }] });
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    await marketCards(canvasElement);
    const section = markets(canvasElement);
    await expect(section.getByText(t('landing:markets.noTrades'))).toBeVisible();
    await expect(section.queryByText(t('landing:markets.volume'))).toBeNull();
  },
};

/** The load fails: the server's message (spec section 8 display) and a retry button. */
export const MarketsError: Story = {
  parameters: { msw: { handlers: { markets: marketsHandlers.failsOnce() } } },
  play: async ({ canvasElement }) => {
    const section = markets(canvasElement);
    await expect(await section.findByText(t('landing:markets.errorTitle'))).toBeVisible();
    await expect(section.getByText(mockSays().serverError)).toBeVisible();
    await expect(section.getByRole('button', { name: t('landing:markets.retry') })).toBeVisible();
    await expect(section.queryByRole('list')).toBeNull();
  },
};

/** After a failure, retrying loads the markets (a failure is not cached). */
export const MarketsErrorRetry: Story = {
  parameters: { msw: { handlers: { markets: marketsHandlers.failsOnce() } } },
  play: async (context) => {
    await MarketsError.play!(context as StoryContext);
    const section = markets(context.canvasElement);
    await userEvent.click(section.getByRole('button', { name: t('landing:markets.retry') }));
    const cards = await marketCards(context.canvasElement);
    await expect(cards).toHaveLength(2);
    await expect(section.queryByText(t('landing:markets.errorTitle'))).toBeNull();
  },
};

/** "Price you sell at" shows each market's sell price instead of its buy price. */
export const SellToggle: Story = {
  play: async ({ canvasElement }) => {
    const [tether] = await marketCards(canvasElement);
    const [market] = buildMarketList(currentLocale());
    await expect(tether).toHaveTextContent(shown(market!.buy_price));
    await chooseSide(canvasElement, 'sell');
    await expect(tether).toHaveTextContent(shown(market!.sell_price));
    await expect(tether).not.toHaveTextContent(shown(market!.buy_price));
  },
};

/** Back to "Price you buy at": the buy price again. */
export const BuyToggle: Story = {
  play: async (context) => {
    await SellToggle.play!(context as StoryContext);
    const [tether] = await marketCards(context.canvasElement);
    const [market] = buildMarketList(currentLocale());
    await chooseSide(context.canvasElement, 'buy');
    await expect(tether).toHaveTextContent(shown(market!.buy_price));
    await expect(tether).not.toHaveTextContent(shown(market!.sell_price));
  },
};

/** Pressing a market opens its trade page (base-quote with a dash). */
export const OpensMarket: Story = {
  play: async ({ canvasElement }) => {
    const [tether] = await marketCards(canvasElement);
    await userEvent.click(tether!);
    await expect(await within(canvasElement).findByRole('heading', { name: 'Trade (stub)' })).toBeVisible();
  },
};

/** The anchors the profile links to, and every way on from the landing page. */
export const SectionsAndLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const faq = canvasElement.querySelector('#faq');
    const support = canvasElement.querySelector('#support');
    await expect(faq).toHaveAccessibleName(t('landing:faq.title'));
    await expect(support).toHaveAccessibleName(t('landing:support.title'));
    await expect(
      within(support as HTMLElement).getByRole('link', { name: 'support@sarraf.ir' }),
    ).toHaveAttribute('href', 'mailto:support@sarraf.ir');

    const header = within(canvas.getByRole('banner'));
    await expect(header.getByRole('link', { name: t('landing:header.login') })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(header.getByRole('link', { name: t('landing:header.signUp') })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    const footer = within(canvas.getByRole('navigation', { name: t('landing:footer.label') }));
    const hrefs = {
      'landing:footer.terms': '/terms',
      'landing:footer.privacy': '/privacy',
      'landing:header.login': '/login',
      'landing:header.signUp': '/sign-up',
    };
    for (const [key, href] of Object.entries(hrefs)) {
      await expect(footer.getByRole('link', { name: t(key) })).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: t('landing:hero.signUp') })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(canvas.getByRole('link', { name: t('landing:hero.login') })).toHaveAttribute(
      'href',
      '/login',
    );

    await userEvent.click(footer.getByRole('link', { name: t('landing:footer.terms') }));
    await expect(await canvas.findByRole('heading', { name: 'Terms (stub)' })).toBeVisible();
  },
};

/** The FAQ: every question is a collapsed disclosure; a press or the keyboard opens its answer. */
export const Faq: Story = {
  play: async ({ canvasElement }) => {
    const faq = within(within(canvasElement).getByRole('region', { name: t('landing:faq.title') }));
    const questions = faq.getAllByRole('button');
    await expect(questions).toHaveLength(FAQ_KEYS.length);
    for (const question of questions) await expect(question).toHaveAttribute('aria-expanded', 'false');

    const verification = faq.getByRole('button', { name: t('landing:faq.verification.question') });
    await userEvent.click(verification);
    await expect(verification).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(t('landing:faq.verification.answer'))).toBeVisible();

    // Several answers may be open at once; Enter on a focused question opens it too.
    const approval = faq.getByRole('button', { name: t('landing:faq.approval.question') });
    approval.focus();
    await userEvent.keyboard('{Enter}');
    await expect(approval).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText(t('landing:faq.approval.answer'))).toBeVisible();
    await expect(verification).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Arriving from the profile's "FAQ" link (`/landing#faq`): the page scrolls to the FAQ. */
export const ArrivesAtFaq: Story = {
  parameters: { router: { initialEntries: ['/landing#faq'] } },
  play: async ({ canvasElement }) => {
    await marketCards(canvasElement);
    const faq = canvasElement.querySelector<HTMLElement>('#faq')!;
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(view.scrollY).toBeGreaterThan(0));
    const top = faq.getBoundingClientRect().top;
    await expect(top).toBeGreaterThanOrEqual(0);
    await expect(top).toBeLessThan(view.innerHeight / 2);
    // Back to the top, so the screenshot shows the page from its start like every other story.
    view.scrollTo(0, 0);
  },
};

/** 200% text size (WCAG 1.4.4): everything wraps, nothing is cut off. */
export const TextZoom200: Story = {
  parameters: textZoom200,
  play: async ({ canvasElement }) => {
    await expect(await marketCards(canvasElement)).toHaveLength(2);
    await expectFitsAtTextZoom(canvasElement);
  },
};

/** Every way the page offers into the app, by name and target (header, hero, footer). */
async function expectWayBackIn(
  canvasElement: HTMLElement,
  keys: { header: string; hero: string },
  href: string,
) {
  const canvas = within(canvasElement);
  const header = within(canvas.getByRole('banner'));
  await expect(await header.findByRole('link', { name: t(keys.header) })).toHaveAttribute('href', href);
  await expect(canvas.getByRole('link', { name: t(keys.hero) })).toHaveAttribute('href', href);
  const footer = within(canvas.getByRole('navigation', { name: t('landing:footer.label') }));
  await expect(footer.getByRole('link', { name: t(keys.header) })).toHaveAttribute('href', href);
  // Nobody signed in is asked to log in or sign up again.
  for (const key of ['header.login', 'header.signUp', 'hero.login', 'hero.signUp']) {
    await expect(canvas.queryByRole('link', { name: t(`landing:${key}`) })).toBeNull();
  }
}

/** A signed-in trader on the landing page: the way back to the wallet, not log in and sign up. */
export const SignedIn: Story = {
  parameters: { msw: { handlers: { session: sessionHandlers.signedIn() } } },
  play: async ({ canvasElement }) => {
    await expectWayBackIn(
      canvasElement,
      { header: 'landing:signedIn.walletShort', hero: 'landing:signedIn.wallet' },
      '/panel',
    );
    // Wait for the prices, so the picture is of the whole page.
    await marketCards(canvasElement);
  },
};

/** A signed-in operator: the way back leads to the back office. */
export const SignedInOperator: Story = {
  parameters: {
    msw: {
      handlers: { session: sessionHandlers.signedIn(buildUser({ role: 'admin', email: 'ops@example.com' })) },
    },
  },
  play: async ({ canvasElement }) => {
    await expectWayBackIn(
      canvasElement,
      { header: 'landing:signedIn.adminShort', hero: 'landing:signedIn.admin' },
      '/admin',
    );
    // Wait for the prices, so the picture is of the whole page.
    await marketCards(canvasElement);
  },
};

/**
 * A visitor switches the language before signing in: the header's switch names the other language in
 * itself, and pressing it stores the choice, sets direction and lang, says so and reloads.
 */
export const SwitchesLanguage: Story = {
  decorators: [withRecordedLanguageSwitch],
  play: async ({ canvasElement }) => {
    const header = within(within(canvasElement).getByRole('banner'));
    await expect(header.getByRole('link', { name: t('landing:header.login') })).toBeVisible();
    await pressLanguageSwitch(canvasElement);
  },
};
