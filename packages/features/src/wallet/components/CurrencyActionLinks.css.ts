import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const title = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.large });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
