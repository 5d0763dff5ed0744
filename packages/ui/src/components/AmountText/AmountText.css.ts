import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const amountSizes = ['body', 'large'] as const;

export const amount = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.xsmall,
    maxInlineSize: '100%',
    fontFamily: vars.font.numeric,
    fontVariantNumeric: 'tabular-nums',
    color: 'inherit',
  },
  variants: {
    size: {
      body: { fontSize: 'inherit' },
      large: { fontSize: vars.fontSize.title, fontWeight: vars.font.weightBold },
    },
  },
  defaultVariants: { size: 'body' },
});

export const number = style({
  // 18-digit amounts must wrap inside a 320 px screen instead of overflowing it.
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const symbol = style({
  fontSize: '0.85em',
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});
