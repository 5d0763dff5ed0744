import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.text,
});

export const paragraph = style({
  margin: 0,
});
