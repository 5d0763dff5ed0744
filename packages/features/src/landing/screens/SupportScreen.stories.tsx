import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAQ_KEYS } from '../components/FaqSection';
import { SupportScreen } from './SupportScreen';
import { PageStub, t } from './landingStoryKit';

const meta = {
  title: 'Features/Landing/SupportScreen',
  component: SupportScreen,
  // Opened from the profile: back returns there.
  render: () => (
    <Routes>
      <Route path="/support" element={<SupportScreen />} />
      <Route path="/profile" element={<PageStub name="Profile" />} />
    </Routes>
  ),
  parameters: { router: { initialEntries: ['/profile', '/support'] } },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Support and FAQ inside the app: the desk's address and hours, then every question. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('landing:supportPage.title') }),
    ).toBeVisible();
    const support = within(canvas.getByRole('region', { name: t('landing:support.title') }));
    await expect(support.getByRole('link', { name: 'support@sarraf.ir' })).toHaveAttribute(
      'href',
      'mailto:support@sarraf.ir',
    );
    const faq = within(canvas.getByRole('region', { name: t('landing:faq.title') }));
    await expect(faq.getAllByRole('button').map((button) => button.textContent)).toEqual(
      FAQ_KEYS.map((key) => t(`landing:faq.${key}.question`)),
    );
    // Nothing here leads a signed-in person out to the public page's log in or sign up.
    await expect(canvas.queryByRole('link', { name: t('landing:header.login') })).toBeNull();
  },
};

/** Back returns to the screen it was opened from (here the profile). */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.back') }));
    await expect(await canvas.findByRole('heading', { name: 'Profile (stub)' })).toBeVisible();
  },
};

/** The profile's FAQ item (`/support#faq`): the questions are on screen and one opens with a press. */
export const ArrivesAtFaq: Story = {
  parameters: { router: { initialEntries: ['/support#faq'] } },
  play: async ({ canvasElement }) => {
    const faq = canvasElement.querySelector<HTMLElement>('#faq')!;
    const view = canvasElement.ownerDocument.defaultView!;
    await waitFor(() => expect(faq.getBoundingClientRect().top).toBeLessThan(view.innerHeight / 2));
    const question = within(faq).getByRole('button', { name: t('landing:faq.fees.question') });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(within(faq).getByText(t('landing:faq.fees.answer'))).toBeVisible();
  },
};
