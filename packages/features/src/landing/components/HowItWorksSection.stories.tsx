import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { SectionFrame, t } from '../screens/landingStoryKit';
import { HowItWorksSection } from './HowItWorksSection';

const meta = {
  title: 'Features/Landing/HowItWorksSection',
  component: HowItWorksSection,
  render: () => (
    <SectionFrame>
      <HowItWorksSection />
    </SectionFrame>
  ),
} satisfies Meta<typeof HowItWorksSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign up, verify (the product's one review time), trade: an ordered list, numbered in the reader's digits. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      t('landing:howItWorks.signUp.title'),
      t('landing:howItWorks.kyc.title'),
      t('landing:howItWorks.trade.title'),
    ]);
    await expect(steps[1]).toHaveTextContent(currentLocale() === 'fa' ? '۲' : '2');
    await expect(steps[1]).toHaveTextContent(t('common:verification.reviewTime'));
  },
};
