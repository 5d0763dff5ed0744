import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const wait = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const ready = style({
  display: 'flex',
  justifyContent: 'center',
});
