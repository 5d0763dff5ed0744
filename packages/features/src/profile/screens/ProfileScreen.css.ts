import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const paragraph = style({
  margin: 0,
});

export const email = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const menu = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    'li:last-child > &': { borderBlockEnd: 'none' },
    '&:hover': { background: vars.color.surfaceMuted },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});
