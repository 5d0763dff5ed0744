import { formatDateTime } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { TERMS_UPDATED_AT } from '../components/legalDates';
import { t, withLinkedPages } from './landingStoryKit';
import { TermsScreen } from './TermsScreen';

const SECTION_KEYS = [
  'whoWeAre',
  'accounts',
  'orders',
  'funds',
  'fees',
  'prohibited',
  'liability',
  'changes',
];

const meta = {
  title: 'Features/Landing/TermsScreen',
  component: TermsScreen,
  render: withLinkedPages('/terms', <TermsScreen />),
  parameters: { router: { initialEntries: ['/terms'] } },
} satisfies Meta<typeof TermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title, the date it was last updated (Jalali in fa), every section in order, and the contact address. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('landing:terms.title') })).toBeVisible();
    const updated = formatDateTime(TERMS_UPDATED_AT, { locale: currentLocale(), showTime: false });
    await expect(canvas.getByText(t('landing:legal.lastUpdated'), { exact: false })).toHaveTextContent(
      updated,
    );
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(SECTION_KEYS.map((key) => t(`landing:terms.sections.${key}.title`)));
    await expect(canvas.getByRole('link', { name: 'support@sarraf.ir' })).toHaveAttribute(
      'href',
      'mailto:support@sarraf.ir',
    );
    // The rules the brief and the spec set: the review time, quotes and approval, own-name accounts, fees.
    const text = canvasElement.textContent ?? '';
    const rules = {
      fa: ['۱ تا ۳ روز کاری', 'شمارش معکوس', 'تأیید اپراتور', 'به نام خود شما', '۰٫۱٪'],
      en: ['1-3 business days', 'countdown', 'operator approves', 'in your own name', '0.1%'],
    };
    for (const rule of rules[currentLocale()]) await expect(text).toContain(rule);
  },
};

/** The ways on: the privacy notice, back to the landing page (link and header home icon). */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: t('landing:legal.home') })).toHaveAttribute(
      'href',
      '/landing',
    );
    await expect(canvas.getByRole('link', { name: t('landing:legal.backToLanding') })).toHaveAttribute(
      'href',
      '/landing',
    );
    await userEvent.click(canvas.getByRole('link', { name: t('landing:privacy.title') }));
    await expect(await canvas.findByRole('heading', { name: 'Privacy (stub)' })).toBeVisible();
  },
};
