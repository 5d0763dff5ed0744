import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

/** The @media rules of the page that stop `className`'s animation for reduced motion. */
function reducedMotionRuleFor(element: Element): CSSStyleRule | undefined {
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce'))
        continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (
          inner instanceof CSSStyleRule &&
          element.matches(inner.selectorText) &&
          inner.style.animation.includes('none')
        ) {
          return inner;
        }
      }
    }
  }
  return undefined;
}

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: {},
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from screen readers; pulses, unless the reader asked for reduced motion. */
export const Default: Story = {
  // The test runner freezes animations unless a story asks for them (.storybook/vitest.setup.ts).
  parameters: { visual: { animate: true } },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector('[data-shape]');
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    const bone = group?.firstElementChild;
    if (!bone) throw new Error('no skeleton line');
    await expect(getComputedStyle(bone).animationName).not.toBe('none');
    await expect(reducedMotionRuleFor(bone)).toBeDefined();
  },
};

/** A paragraph: the last line is shorter. */
export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('[data-shape] > span');
    await expect(lines).toHaveLength(3);
    const [first, , last] = Array.from(lines);
    await expect(last!.getBoundingClientRect().width).toBeLessThan(first!.getBoundingClientRect().width);
  },
};

/** A market card loading: icon, two lines and a block, laid out as the real card. */
export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
      <Skeleton shape="block" inlineSize="72px" blockSize="40px" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"] > span');
    await expect(circle?.getBoundingClientRect().width).toBe(32);
    await expect(circle?.getBoundingClientRect().height).toBe(32);
  },
};
