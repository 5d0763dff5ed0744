import { recipe } from '@vanilla-extract/recipes';

export const currencyIconSizes = ['small', 'medium', 'large'] as const;

export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      small: { inlineSize: '20px', blockSize: '20px' },
      medium: { inlineSize: '32px', blockSize: '32px' },
      large: { inlineSize: '48px', blockSize: '48px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
