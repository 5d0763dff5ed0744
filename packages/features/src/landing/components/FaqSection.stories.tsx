import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SectionFrame, t } from '../screens/landingStoryKit';
import { FAQ_KEYS, FaqSection } from './FaqSection';

const meta = {
  title: 'Features/Landing/FaqSection',
  component: FaqSection,
  render: () => (
    <SectionFrame>
      <FaqSection />
    </SectionFrame>
  ),
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question collapsed: the answers are hidden from everyone, not just from sight. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(FAQ_KEYS.length);
    for (const key of FAQ_KEYS) {
      await expect(canvas.getByRole('button', { name: t(`landing:faq.${key}.question`) })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(canvas.getByText(t(`landing:faq.${key}.answer`))).not.toBeVisible();
    }
  },
};

/** Two answers open at once, one by the keyboard; the trigger names the panel it controls. */
export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fees = canvas.getByRole('button', { name: t('landing:faq.fees.question') });
    await userEvent.click(fees);
    await expect(canvas.getByText(t('landing:faq.fees.answer'))).toBeVisible();
    await expect(fees).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: t('landing:faq.verification.question') }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(t('landing:faq.verification.answer'))).toBeVisible();
    await expect(canvas.getByText(t('landing:faq.fees.answer'))).toBeVisible();

    // Pressing an open question closes it again.
    await userEvent.click(fees);
    await expect(fees).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(t('landing:faq.fees.answer'))).not.toBeVisible();
  },
};
