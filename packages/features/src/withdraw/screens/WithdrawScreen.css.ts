import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The placeholders while a screen loads, spaced like what they stand for. */
export const placeholders = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/** Add stays at the start of its line, above the list. */
export const addButton = style({ alignSelf: 'flex-start' });
