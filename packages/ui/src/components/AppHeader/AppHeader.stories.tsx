import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localizedArgs, pick, type Localized } from '../../../../../.storybook/localized';
import { AppHeader, type AppHeaderProps } from './AppHeader';

const text = {
  fa: { title: 'سفارش‌ها', backLabel: 'بازگشت', logoutLabel: 'خروج' },
  en: { title: 'Orders', backLabel: 'Back', logoutLabel: 'Log out' },
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
    // Long titles are cut with an ellipsis instead of pushing the buttons off screen.
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
    await expect(
      within(canvasElement).getByRole('button', { name: pick(text, { globals }).logoutLabel }),
    ).toBeVisible();
  },
};
