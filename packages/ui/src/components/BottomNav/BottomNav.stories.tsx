import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { BottomNav, type BottomNavItem, type BottomNavProps } from './BottomNav';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const icons = {
  wallet: <Icon d="M3 7h18v12H3zM16 13h2" />,
  reports: <Icon d="M6 3h9l3 3v15H6zM9 12h6M9 16h6" />,
  trade: <Icon d="M7 4v16M7 4l-3 3M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3" />,
  orders: <Icon d="M4 6h16M4 12h16M4 18h10" />,
  profile: <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
};

type Tab = keyof typeof icons;
const hrefs: Record<Tab, string> = {
  wallet: '/panel',
  reports: '/reports',
  trade: '/trade',
  orders: '/orders',
  profile: '/profile',
};

const labels = {
  fa: { wallet: 'کیف پول', reports: 'گزارش‌ها', trade: 'معامله', orders: 'سفارش‌ها', profile: 'پروفایل' },
  en: { wallet: 'Wallet', reports: 'Reports', trade: 'Trade', orders: 'Orders', profile: 'Profile' },
} satisfies Localized<Record<Tab, string>>;

/** The five tabs with their labels in one language; `suffix` makes every label long. */
function itemsIn(names: Record<Tab, string>, suffix = ''): BottomNavItem[] {
  return (Object.keys(icons) as Tab[]).map((id) => ({
    id,
    label: `${names[id]}${suffix}`,
    href: hrefs[id],
    icon: icons[id],
    isCurrent: id === 'wallet' ? true : undefined,
  }));
}

const text = {
  fa: { label: 'پیمایش اصلی', items: itemsIn(labels.fa) },
  en: { label: 'Main navigation', items: itemsIn(labels.en) },
} satisfies Localized<Partial<BottomNavProps>>;

const longText = {
  fa: { items: itemsIn(labels.fa, ' و تنظیمات پیشرفته') },
  en: { items: itemsIn(labels.en, ' and advanced settings') },
} satisfies Localized<Partial<BottomNavProps>>;

const meta = {
  title: 'UI/BottomNav',
  component: BottomNav,
  args: text.fa,
  decorators: [localizedArgs(text)],
  // Mounted only on /panel: a routed link click unmounts it, which proves the RouterProvider took it.
  parameters: { router: { initialEntries: ['/panel'], path: '/panel' } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: pick(text, { globals }).label });
    const names = pick(labels, { globals });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: names.wallet })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: names.reports })).not.toHaveAttribute('aria-current');
  },
};

export const RoutesOnPress: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const href = canvasElement.ownerDocument.location.href;
    await userEvent.click(canvas.getByRole('link', { name: pick(labels, { globals }).reports }));
    // Client-side navigation: the route changed (nav unmounted) and the page did not reload.
    await waitFor(() => expect(canvas.queryByRole('navigation')).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.location.href).toBe(href);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const reports = canvas.getByRole('link', { name: pick(labels, { globals }).reports });
    await expect(reports).toHaveFocus();
    await expect(reports).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(
      within(nav).getByRole('link', { name: pick(longText, { globals }).items[1]!.label }),
    ).toBeVisible();
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

/** The trade item opens the market picker in place: a tap or Enter calls it, the page stays. */
const opensPicker = fn();
const withPicker = (items: BottomNavItem[]) =>
  items.map((item) => (item.id === 'trade' ? { ...item, onPress: opensPicker } : item));

export const OpensInPlace: Story = {
  decorators: [
    localizedArgs({ fa: { items: withPicker(text.fa.items) }, en: { items: withPicker(text.en.items) } }),
  ],
  beforeEach: () => opensPicker.mockClear(),
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const trade = canvas.getByRole('link', { name: pick(labels, { globals }).trade });
    // Still a link to its page: a new tab, a middle click or no script at all get there.
    await expect(trade).toHaveAttribute('href', '/trade');
    await userEvent.click(trade);
    await expect(opensPicker).toHaveBeenCalledTimes(1);
    trade.focus();
    await userEvent.keyboard('{Enter}');
    await expect(opensPicker).toHaveBeenCalledTimes(2);
    // Nothing navigated: the navigation (mounted only on /panel) is still there.
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
  },
};

/** The back office's seven sections, in the words the app gives them (common: adminNav). */
const backOfficeLabels = {
  fa: ['هویت', 'مالی', 'سفارش', 'قیمت', 'تنظیمات', 'رویداد', 'پروفایل'],
  en: ['KYC', 'Money', 'Orders', 'Prices', 'Settings', 'Audit', 'Profile'],
} satisfies Localized<string[]>;
const backOfficeIcons = [
  icons.profile,
  icons.wallet,
  icons.orders,
  icons.trade,
  icons.reports,
  icons.orders,
  icons.profile,
];
const backOfficeItems = (names: string[]): BottomNavItem[] =>
  names.map((name, index) => ({
    id: `section-${index}`,
    label: name,
    href: `/admin/${index}`,
    icon: backOfficeIcons[index],
    isCurrent: index === 2 ? true : undefined,
  }));

/** Seven sections on a 320 px phone: the bar tightens so that no label is cut. */
export const SevenOnNarrowPhone: Story = {
  decorators: [
    localizedArgs({
      fa: { items: backOfficeItems(backOfficeLabels.fa) },
      en: { items: backOfficeItems(backOfficeLabels.en) },
    }),
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation');
    for (const name of pick(backOfficeLabels, { globals })) {
      const label = within(nav).getByText(name);
      // Measured once the bundled face has replaced the wider fallback the page starts with.
      await waitFor(() => expect(label.scrollWidth, name).toBeLessThanOrEqual(label.clientWidth));
    }
  },
};

/** A 360x800 phone, as Storybook's viewport. */
const phone360x800 = {
  viewport: {
    options: {
      phone360x800: { name: 'Phone 360x800', styles: { width: '360px', height: '800px' }, type: 'mobile' },
    },
  },
} as const;

const longScreen = {
  fa: { field: (n: number) => `یادداشت ${n.toLocaleString('fa-IR')}`, last: 'ذخیرهٔ تغییرات' },
  en: { field: (n: number) => `Note ${n}`, last: 'Save changes' },
} satisfies Localized<{ field: (n: number) => string; last: string }>;

/** Asserts that `control` is wholly above the bar: not a pixel of it under the bar. */
async function expectClearOfBar(control: HTMLElement, nav: HTMLElement) {
  const view = control.ownerDocument.defaultView!;
  const box = control.getBoundingClientRect();
  await expect(box.top, 'on screen').toBeGreaterThanOrEqual(0);
  await expect(box.bottom, 'above the bar').toBeLessThanOrEqual(nav.getBoundingClientRect().top);
  await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(view.innerHeight + 0.5);
}

/**
 * A screen longer than the phone, with the bar under it as the signed-in layout puts it. Reaching the last
 * control, with Tab or by scrolling to the end, leaves it wholly above the bar, never under it.
 */
export const LastControlClearOfTheBar: Story = {
  parameters: phone360x800,
  globals: { viewport: { value: 'phone360x800', isRotated: false } },
  decorators: [
    (Story, context) => {
      const words = pick(longScreen, context);
      return (
        <div style={{ display: 'flex', flexDirection: 'column', minBlockSize: '100dvh' }}>
          <main style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 12, padding: 16 }}>
            {Array.from({ length: 14 }, (_, index) => (
              <label key={index} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                {words.field(index + 1)}
                <input style={{ blockSize: 40 }} />
              </label>
            ))}
            <button type="button" style={{ minBlockSize: 44 }}>
              {words.last}
            </button>
          </main>
          <Story />
        </div>
      );
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const doc = canvasElement.ownerDocument;
    await expect(doc.documentElement.clientHeight).toBe(800);
    const nav = within(canvasElement).getByRole('navigation');
    const last = within(canvasElement).getByRole('button', { name: pick(longScreen, { globals }).last });
    // The page is longer than the phone: the bar stands over the screen's content.
    await expect(doc.documentElement.scrollHeight).toBeGreaterThan(1000);
    // By keyboard: from the last field, Tab brings the last control into view, above the bar.
    const fields = within(canvasElement).getAllByRole('textbox');
    fields.at(-1)!.focus();
    await userEvent.tab();
    await expect(last).toHaveFocus();
    await expectClearOfBar(last, nav);
    // Brought into view the way React Aria's keyboard navigation and the wallet's tabs do it (the nearest
    // edge, from above): the browser must keep it clear of the bar standing over that edge.
    doc.defaultView!.scrollTo(0, 0);
    await waitFor(() => expect(doc.defaultView!.scrollY).toBe(0));
    last.scrollIntoView({ block: 'nearest' });
    await expectClearOfBar(last, nav);
    // Scrolled to the very end.
    doc.defaultView!.scrollTo(0, doc.documentElement.scrollHeight);
    await waitFor(() => expect(doc.defaultView!.scrollY).toBeGreaterThan(0));
    await expectClearOfBar(last, nav);
    // Back to the top for the picture: the same scroll position in every run.
    doc.defaultView!.scrollTo(0, 0);
    await waitFor(() => expect(doc.defaultView!.scrollY).toBe(0));
  },
};
