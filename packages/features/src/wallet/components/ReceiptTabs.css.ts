import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const image = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '32rem',
  minInlineSize: '8rem',
  minBlockSize: '8rem',
  objectFit: 'contain',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});
