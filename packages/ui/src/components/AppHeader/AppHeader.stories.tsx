import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { AppHeader, AppHeaderContext, type AppHeaderProps, type AppHeaderShellProps } from './AppHeader';

const text = {
  fa: { title: 'سفارش‌ها', backLabel: 'بازگشت', logoutLabel: 'خروج' },
  en: { title: 'Orders', backLabel: 'Back', logoutLabel: 'Log out' },
} satisfies Localized<Partial<AppHeaderProps>>;

const actions = {
  fa: {
    title: 'کیف پول',
    helpLabel: 'راهنما',
    notificationsLabel: 'اعلان‌ها، ۳ خوانده‌نشده',
    homeLabel: 'صفحه اصلی',
    homeHref: '/landing',
    unreadCount: 3,
  },
  en: {
    title: 'Wallet',
    helpLabel: 'Help',
    notificationsLabel: 'Notifications, 3 unread',
    homeLabel: 'Home',
    homeHref: '/landing',
    unreadCount: 3,
  },
} satisfies Localized<Partial<AppHeaderProps>>;

const manyUnread = {
  fa: { notificationsLabel: 'اعلان‌ها، ۱۲۳۴۵ خوانده‌نشده', unreadCount: 12345 },
  en: { notificationsLabel: 'Notifications, 12345 unread', unreadCount: 12345 },
} satisfies Localized<Partial<AppHeaderProps>>;

const longText = {
  fa: { title: 'جزئیات تراکنش برداشت تومان به حساب بانکی ثبت‌شده در پروفایل کاربری شما' },
  en: { title: 'Details of the toman withdrawal to the bank account registered in your user profile' },
} satisfies Localized<Partial<AppHeaderProps>>;

const meta = {
  title: 'UI/AppHeader',
  component: AppHeader,
  args: { ...text.fa, onBack: fn(), onLogout: fn() },
  decorators: [localizedArgs(text)],
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(text, { globals });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t.backLabel }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: t.logoutLabel }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    // The back chevron points towards the start edge: mirrored in Persian, drawn as is in English.
    const chevron = canvas.getByTestId('back-chevron');
    const transform = getComputedStyle(chevron).transform;
    if (globals.locale === 'fa') await expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    else await expect(transform).toBe('none');
  },
};

export const FocusVisible: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const back = canvas.getByRole('button', { name: pick(text, { globals }).backLabel });
    await expect(back).toHaveFocus();
    await expect(back).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { onBack: undefined, onLogout: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  decorators: [localizedArgs(longText)],
  play: async ({ canvasElement, globals }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: pick(longText, { globals }).title,
    });
    // Long titles wrap once, then are cut with an ellipsis, instead of pushing the buttons off screen.
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
    await expect(
      within(canvasElement).getByRole('button', { name: pick(text, { globals }).logoutLabel }),
    ).toBeVisible();
  },
};

/** Help, notifications with an unread badge, and home: the wallet screen's header. */
export const WithActions: Story = {
  args: { onLogout: undefined, onHelp: fn(), onNotifications: fn() },
  decorators: [localizedArgs(actions)],
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(actions, { globals });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.helpLabel }));
    await expect(args.onHelp).toHaveBeenCalledTimes(1);
    // The count is part of the button's name; the badge itself is decorative.
    const bell = canvas.getByRole('button', { name: t.notificationsLabel });
    await expect(bell).toHaveAttribute('data-unread', 'true');
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent(globals.locale === 'fa' ? '۳' : '3');
    await expect(canvas.getByTestId('unread-badge')).toHaveAttribute('aria-hidden', 'true');
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNotifications).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: t.homeLabel })).toHaveAttribute('href', '/landing');
    await expect(
      canvas.queryByRole('button', { name: pick(text, { globals }).logoutLabel }),
    ).not.toBeInTheDocument();
  },
};

/** Counts above 99 show "99+" so the badge keeps its size. */
export const ManyUnread: Story = {
  args: { onLogout: undefined, onHelp: fn(), onNotifications: fn() },
  // A story's earlier decorator runs inside the later one, so its args win.
  decorators: [localizedArgs(manyUnread), localizedArgs(actions)],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent(
      globals.locale === 'fa' ? '۹۹+' : '99+',
    );
    await expect(
      canvas.getByRole('button', { name: pick(manyUnread, { globals }).notificationsLabel }),
    ).toBeInTheDocument();
  },
};

/** No unread notifications: no badge. */
export const Empty: Story = {
  args: { onLogout: undefined, onHelp: fn(), onNotifications: fn() },
  decorators: [localizedArgs({ fa: { unreadCount: 0 }, en: { unreadCount: 0 } }), localizedArgs(actions)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('unread-badge')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button').at(-1)).not.toHaveAttribute('data-unread');
  },
};

/** Every action at once on the narrowest phone: the title gives way, each target keeps 44 px. */
export const Narrow320: Story = {
  args: { onHelp: fn(), onNotifications: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
    localizedArgs(longText),
    localizedArgs(actions),
  ],
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(320);
    const targets = [...within(header).getAllByRole('button'), ...within(header).getAllByRole('link')];
    for (const target of targets) {
      const { width, height } = target.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
  },
};

const shell = {
  fa: {
    helpLabel: 'راهنما و پشتیبانی',
    helpHref: '/support',
    notificationsLabel: 'اعلان‌ها',
    notificationsHref: '/notifications',
    homeLabel: 'صفحهٔ اصلی',
    homeHref: '/landing',
  },
  en: {
    helpLabel: 'Help and support',
    helpHref: '/support',
    notificationsLabel: 'Notifications',
    notificationsHref: '/notifications',
    homeLabel: 'Home page',
    homeHref: '/landing',
  },
} satisfies Localized<AppHeaderShellProps>;

/** A layout gives every header below it the shell's actions, as the signed-in app's layouts do. */
const inShell: Decorator = (Story, context) => (
  <AppHeaderContext.Provider value={pick(shell, context)}>
    <Story />
  </AppHeaderContext.Provider>
);

/**
 * Inside the signed-in app: the screen gives its title and back, the shell adds help, the bell and home,
 * each an SVG icon link named for screen readers.
 */
export const InAppShell: Story = {
  args: { onLogout: undefined },
  decorators: [inShell],
  play: async ({ canvasElement, globals }) => {
    const t = pick(shell, { globals });
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: pick(text, { globals }).title }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: pick(text, { globals }).backLabel })).toBeVisible();
    const links = [
      [t.helpLabel, '/support'],
      [t.notificationsLabel, '/notifications'],
      [t.homeLabel, '/landing'],
    ] as const;
    for (const [name, href] of links) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      // Drawn, not a character of some font: an SVG hidden from screen readers, the link carries the name.
      const icon = link.querySelector('svg');
      await expect(icon).not.toBeNull();
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
      await expect(link.textContent).toBe('');
    }
    // No unread count yet: no badge.
    await expect(canvas.queryByTestId('unread-badge')).not.toBeInTheDocument();
  },
};

/** A screen with a logout button (the wallet): the shell's home link gives way to it (spec: one or the other). */
export const InAppShellWithLogout: Story = {
  decorators: [inShell],
  play: async ({ canvasElement, args, globals }) => {
    const t = pick(shell, { globals });
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: t.homeLabel })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.helpLabel })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.notificationsLabel })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: pick(text, { globals }).logoutLabel }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The shell's unread count (the notifications issue fills it) badges the bell link like the button. */
export const InAppShellUnread: Story = {
  args: { onLogout: undefined },
  decorators: [
    (Story, context) => (
      <AppHeaderContext.Provider
        value={{
          ...pick(shell, context),
          notificationsLabel: pick(actions, context).notificationsLabel,
          unreadCount: 3,
        }}
      >
        <Story />
      </AppHeaderContext.Provider>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const bell = within(canvasElement).getByRole('link', {
      name: pick(actions, { globals }).notificationsLabel,
    });
    await expect(bell).toHaveAttribute('data-unread', 'true');
    await expect(within(bell).getByTestId('unread-badge')).toHaveTextContent(
      globals.locale === 'fa' ? '۳' : '3',
    );
  },
};
