import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
});

export const centered = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100dvh',
});
