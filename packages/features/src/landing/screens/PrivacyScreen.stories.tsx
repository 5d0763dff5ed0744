import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { PRIVACY_UPDATED_AT } from '../components/legalDates';
import { t, withLinkedPages } from './landingStoryKit';
import { PrivacyScreen } from './PrivacyScreen';

const SECTION_KEYS = ['collect', 'why', 'howLong', 'whoSees', 'rights', 'contact'];

const meta = {
  title: 'Features/Landing/PrivacyScreen',
  component: PrivacyScreen,
  render: withLinkedPages('/privacy', <PrivacyScreen />),
  parameters: { router: { initialEntries: ['/privacy'] } },
} satisfies Meta<typeof PrivacyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, last updated date, every section in order; what is collected is a list; the contact address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('landing:privacy.title') })).toBeVisible();
    const updated = formatDateTime(PRIVACY_UPDATED_AT, { locale: currentLocale(), showTime: false });
    await expect(canvas.getByText(t('landing:legal.lastUpdated'), { exact: false })).toHaveTextContent(
      updated,
    );
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(SECTION_KEYS.map((key) => t(`landing:privacy.sections.${key}.title`)));

    const collect = within(canvas.getByRole('region', { name: t('landing:privacy.sections.collect.title') }));
    // Email, identity documents, bank details, orders, technical data (IP), the session cookie.
    await expect(within(collect.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    await expect(collect.getByText(/IP/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'support@sarraf.ir' })).toHaveAttribute(
      'href',
      'mailto:support@sarraf.ir',
    );
  },
};

/** The ways on: the terms, back to the landing page. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('landing:legal.backToLanding') })).toHaveAttribute(
      'href',
      '/landing',
    );
    await userEvent.click(canvas.getByRole('link', { name: t('landing:terms.title') }));
    await expect(await canvas.findByRole('heading', { name: 'Terms (stub)' })).toBeVisible();
  },
};
