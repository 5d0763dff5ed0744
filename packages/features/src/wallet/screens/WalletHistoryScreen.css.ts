import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The two views as a tab bar: links, underlined when current (NavLink's aria-current). */
export const views = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const view = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBlockEnd: '3px solid transparent',
  ':hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  selectors: {
    '&[aria-current="page"]': {
      color: vars.color.accent,
      borderBlockEndColor: vars.color.accent,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
