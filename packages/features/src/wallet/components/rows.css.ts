import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** One row of a history list; when it links somewhere, the whole row is the link's target. */
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
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

/** Kind and date; takes the room the figures leave, and wraps below them when there is none. */
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 8rem',
  minInlineSize: 0,
});

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  textAlign: 'end',
});

/** Icon, then the two columns; the columns wrap under each other on a narrow phone or at large text. */
export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  flex: 1,
  minInlineSize: 0,
});

export const amount = style({ fontWeight: vars.font.weightBold, color: vars.color.text });

/** A movement's direction: in is positive, out neutral; the word says it, the colour only repeats it. */
export const direction = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&[data-direction="in"]': { color: vars.color.positive },
    '&[data-direction="out"]': { color: vars.color.textMuted },
  },
});
