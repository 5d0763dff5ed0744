import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  alignItems: 'baseline',
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  minInlineSize: 0,
});

export const email = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
