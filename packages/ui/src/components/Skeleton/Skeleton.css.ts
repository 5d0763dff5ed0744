import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const skeletonShapes = ['text', 'block', 'circle'] as const;

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: '100%',
});

export const bone = recipe({
  base: {
    display: 'block',
    maxInlineSize: '100%',
    backgroundColor: vars.color.divider,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      // Vestibular safety (WCAG 2.3.3): a still grey block says "loading" just as well.
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.small },
      block: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});
