import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const file = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const link = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
