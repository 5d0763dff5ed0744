import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** A plain list of rows on one surface, divided by lines. */
export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

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

/** Everything beside the icons: what and its status, when, then the figures. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minInlineSize: 0,
});

/** The order's name and its status on one line; the status wraps below it when there is no room. */
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const title = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

export const link = style([
  title,
  {
    textDecoration: 'none',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    selectors: {
      '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
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
