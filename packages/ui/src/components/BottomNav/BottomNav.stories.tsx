import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BottomNav, type BottomNavItem } from './BottomNav';

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const items: BottomNavItem[] = [
  { id: 'wallet', label: 'کیف پول', href: '/panel', icon: <Icon d="M3 7h18v12H3zM16 13h2" />, isCurrent: true },
  { id: 'reports', label: 'گزارش‌ها', href: '/reports', icon: <Icon d="M6 3h9l3 3v15H6zM9 12h6M9 16h6" /> },
  { id: 'trade', label: 'معامله', href: '/trade', icon: <Icon d="M7 4v16M7 4l-3 3M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3" /> },
  { id: 'orders', label: 'سفارش‌ها', href: '/orders', icon: <Icon d="M4 6h16M4 12h16M4 18h10" /> },
  { id: 'profile', label: 'پروفایل', href: '/profile', icon: <Icon d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" /> },
];

const meta = {
  title: 'UI/BottomNav',
  component: BottomNav,
  args: { label: 'پیمایش اصلی', items },
  // Mounted only on /panel: a routed link click unmounts it, which proves the RouterProvider took it.
  parameters: { router: { initialEntries: ['/panel'], path: '/panel' } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'پیمایش اصلی' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'کیف پول' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'گزارش‌ها' })).not.toHaveAttribute('aria-current');
  },
};

export const RoutesOnPress: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const href = canvasElement.ownerDocument.location.href;
    await userEvent.click(canvas.getByRole('link', { name: 'گزارش‌ها' }));
    // Client-side navigation: the route changed (nav unmounted) and the page did not reload.
    await waitFor(() => expect(canvas.queryByRole('navigation')).not.toBeInTheDocument());
    await expect(canvasElement.ownerDocument.location.href).toBe(href);
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const reports = canvas.getByRole('link', { name: 'گزارش‌ها' });
    await expect(reports).toHaveFocus();
    await expect(reports).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const LongText: Story = {
  args: {
    items: items.map((item) => ({ ...item, label: `${item.label} و تنظیمات پیشرفته` })),
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
