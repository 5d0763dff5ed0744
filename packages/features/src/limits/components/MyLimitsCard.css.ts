import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The kinds, one under the other, divided by lines. */
export const kinds = style({ listStyle: 'none', margin: 0, padding: 0 });

export const kind = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 },
  },
});

/** The kind's name, and the note that the desk set its amounts, which wraps below it when there is no room. */
export const kindHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  marginBlockEnd: vars.space.xxsmall,
});

export const kindName = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const own = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

/** "Left today: X of Y Toman": the sentence wraps; an amount too long for a narrow line breaks rather than overflow. */
export const line = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const amount = style({ fontFamily: vars.font.numeric, fontVariantNumeric: 'tabular-nums' });

/**
 * "of Y Toman" moves to the next line whole rather than leave "of" or the unit alone at a line's end; it
 * wraps inside only when it is wider than the line (200% text).
 */
export const limit = style([amount, { display: 'inline-block', maxInlineSize: '100%' }]);

/** What is left, the figure the person came for. */
export const left = style([
  amount,
  {
    color: vars.color.text,
    fontWeight: vars.font.weightBold,
    selectors: { '&[data-none]': { color: vars.color.critical } },
  },
]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const resets = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const date = style({ whiteSpace: 'nowrap' });
