import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const entry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});

export const action = style({ margin: 0, fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

/** An action or name this client has no words for, shown as the server wrote it. */
export const raw = style({ fontFamily: vars.font.numeric, overflowWrap: 'anywhere' });

/** What changed, the reason, the note: one sentence a line, under what happened. */
export const sentences = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  listStyle: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
});

/** An amount or a count inside a sentence: the digits of the numbers elsewhere in the app. */
export const number = style({ fontFamily: vars.font.numeric, whiteSpace: 'nowrap' });

/** An email, IBAN, hash or id: Latin digits, left to right; long ones may break anywhere. */
export const identifier = style({ fontFamily: vars.font.numeric, overflowWrap: 'anywhere' });

export const when = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** Short "name value" pairs that wrap as a line of text does. */
export const pairs = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const pair = style({ display: 'flex', gap: vars.space.xxsmall, minInlineSize: 0 });

export const term = style({
  color: vars.color.textMuted,
  '::after': { content: '":"' },
});

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const details = style([
  pairs,
  {
    paddingBlock: vars.space.xsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.small,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const subjectLink = style({
  color: vars.color.accent,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** The old -> new arrow: one text line high, sitting on the baseline like the glyph it replaces. */
export const changeArrow = style({
  display: 'inline-block',
  inlineSize: '1em',
  blockSize: '1em',
  verticalAlign: '-0.125em',
});
