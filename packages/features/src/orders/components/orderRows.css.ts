import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** One order in a list; when it links somewhere, the whole row is the link's target. */
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&:has(a):hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-within': { backgroundColor: vars.color.surfaceMuted },
  },
});

/** "Paid ... 50,000,000 Toman": the word at the start, the amount at the end, one line each. */
export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  marginBlockStart: vars.space.xxsmall,
});

export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightRegular,
});
