import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionFrame, t } from '../screens/landingStoryKit';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Features/Landing/LandingFooter',
  component: LandingFooter,
  render: () => (
    <SectionFrame>
      <LandingFooter />
    </SectionFrame>
  ),
} satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms, privacy, log in and sign up, each a link to its route. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: t('landing:footer.label') }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/terms',
      '/privacy',
      '/login',
      '/sign-up',
    ]);
    await expect(links.map((link) => link.textContent)).toEqual([
      t('landing:footer.terms'),
      t('landing:footer.privacy'),
      t('landing:header.login'),
      t('landing:header.signUp'),
    ]);
  },
};
