import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { SectionFrame, t } from '../screens/landingStoryKit';
import { FeaturesSection } from './FeaturesSection';

const meta = {
  title: 'Features/Landing/FeaturesSection',
  component: FeaturesSection,
  render: () => (
    <SectionFrame>
      <FeaturesSection />
    </SectionFrame>
  ),
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing's claims (spec section 1): fast execution, low fees from 0.1%, 24/7 support. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const key of ['fast', 'fees', 'support']) {
      await expect(
        canvas.getByRole('heading', { level: 3, name: t(`landing:features.${key}.title`) }),
      ).toBeVisible();
    }
    await expect(canvas.getByText(t('landing:features.fees.body'))).toHaveTextContent(
      currentLocale() === 'fa' ? '۰٫۱٪' : '0.1%',
    );
  },
};
