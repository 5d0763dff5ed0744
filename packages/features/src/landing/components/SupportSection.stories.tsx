import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionFrame, t } from '../screens/landingStoryKit';
import { SUPPORT_EMAIL } from './supportContact';
import { SupportSection } from './SupportSection';

const meta = {
  title: 'Features/Landing/SupportSection',
  component: SupportSection,
  render: () => (
    <SectionFrame>
      <SupportSection />
    </SectionFrame>
  ),
} satisfies Meta<typeof SupportSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How to reach the desk: the address (a mail link, left to right in either language) and the hours. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('landing:support.title') })).toHaveAttribute(
      'id',
      'support',
    );
    const email = canvas.getByRole('link', { name: SUPPORT_EMAIL });
    await expect(email).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(email).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(t('landing:support.hours'))).toBeVisible();
  },
};
