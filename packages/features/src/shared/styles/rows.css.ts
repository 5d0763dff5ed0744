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

/** A row's name and its status on one line; the status wraps below it when there is no room. */
export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

/** Everything beside a row's icon, one line under the other. */
export const rowBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  minInlineSize: 0,
});

export const rowTitle = style({ color: vars.color.text, fontWeight: vars.font.weightBold });

/** A row's title as a link stretched over the whole row (the row is `position: relative`). */
export const rowLink = style([
  rowTitle,
  {
    textDecoration: 'none',
    outline: 'none',
    '::after': { content: '""', position: 'absolute', inset: 0 },
    selectors: {
      '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

/** When, and other small facts, in a muted line that wraps. */
export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
