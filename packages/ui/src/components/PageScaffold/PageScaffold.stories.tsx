import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pick, storyLocale, type Localized } from '../../../../../.storybook/localized';
import { AppHeader } from '../AppHeader/AppHeader';
import { BottomNav } from '../BottomNav/BottomNav';
import { PageScaffold } from './PageScaffold';

const text = {
  fa: {
    title: 'سفارش‌ها',
    back: 'بازگشت',
    nav: 'ناوبری اصلی',
    items: ['کیف پول', 'گزارش‌ها', 'معامله', 'سفارش‌ها', 'پروفایل'],
    body: 'فهرست سفارش‌های شما اینجا نمایش داده می‌شود.',
    long: 'مبلغ کل سفارش‌ها: ۱۲۳٬۴۵۶٬۷۸۹٬۰۱۲٬۳۴۵٫۹۸۷ تومان و کارمزد ۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰۹۸۷۶۵۴۳۲۱۰ تومان.',
  },
  en: {
    title: 'Orders',
    back: 'Back',
    nav: 'Main',
    items: ['Wallet', 'Reports', 'Trade', 'Orders', 'Profile'],
    body: 'Your orders are listed here.',
    long: 'Total of orders: 123,456,789,012,345.987 IRT and fees of 98765432109876543210987654321 IRT.',
  },
} satisfies Localized<{
  title: string;
  back: string;
  nav: string;
  items: string[];
  body: string;
  long: string;
}>;

const dot = (
  <svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor">
    <circle cx="12" cy="12" r="6" />
  </svg>
);

const hrefs = ['/panel', '/reports', '/trade', '/orders', '/profile'];

/** A screen as the app assembles it: header, content, bottom navigation. */
function Screen({
  locale,
  paragraphs,
  onBack,
}: {
  locale: 'fa' | 'en';
  paragraphs: string[];
  onBack: () => void;
}) {
  const t = text[locale];
  return (
    <PageScaffold
      header={<AppHeader title={t.title} backLabel={t.back} onBack={onBack} />}
      bottomNav={
        <BottomNav
          label={t.nav}
          items={t.items.map((label, i) => ({
            id: hrefs[i]!,
            label,
            href: hrefs[i]!,
            icon: dot,
            isCurrent: i === 3,
          }))}
        />
      }
    >
      {paragraphs.map((p, i) => (
        <p key={i} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {p}
        </p>
      ))}
    </PageScaffold>
  );
}

const meta = {
  title: 'UI/PageScaffold',
  component: PageScaffold,
  args: { children: null },
  render: (_args, context) => {
    const locale = storyLocale(context);
    return <Screen locale={locale} paragraphs={[text[locale].body]} onBack={fn()} />;
  },
} satisfies Meta<typeof PageScaffold>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    await expect(main).toHaveTextContent(t.body);
    const nav = canvas.getByRole('navigation', { name: t.nav });
    // Landmarks in order: banner, main, navigation; the navigation sits at the bottom of the viewport.
    await expect(canvas.getByRole('banner').compareDocumentPosition(main)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expect(Math.round(nav.getBoundingClientRect().bottom)).toBe(
      canvasElement.ownerDocument.documentElement.clientHeight,
    );
    // Content is inset from the inline start edge: the right in Persian, the left in English.
    const paragraph = within(main).getByText(t.body);
    const { left, right } = paragraph.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    if (globals.locale === 'fa') await expect(Math.round(width - right)).toBe(16);
    else await expect(Math.round(left)).toBe(16);
  },
};

/** Keyboard order follows the layout: header first, then the navigation. */
export const FocusVisible: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = pick(text, { globals });
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t.back })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: t.items[0] })).toHaveFocus();
  },
};

/** Long content scrolls the page while header and navigation stay on screen. */
export const LongText: Story = {
  render: (_args, context) => {
    const locale = storyLocale(context);
    return (
      <Screen
        locale={locale}
        paragraphs={Array.from({ length: 30 }, () => text[locale].long)}
        onBack={fn()}
      />
    );
  },
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
    const nav = within(canvasElement).getByRole('navigation', { name: pick(text, { globals }).nav });
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(doc.documentElement.clientHeight);
  },
};

/** No header, no navigation (e.g. the landing page): just the main landmark. */
export const Empty: Story = {
  render: () => <PageScaffold>{null}</PageScaffold>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** The narrowest supported phone. */
export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
    for (const link of within(nav).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
