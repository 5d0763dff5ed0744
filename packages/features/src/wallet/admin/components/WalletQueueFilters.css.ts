import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** Stacked on a phone; side by side once the column has room. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(14rem, 100%), 1fr))',
  gap: vars.space.medium,
});
