import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.small,
});

export const dialogText = style({ margin: 0 });

export const reasonForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
