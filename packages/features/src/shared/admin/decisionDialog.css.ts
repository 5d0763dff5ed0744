import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

/** What the decision does, in one sentence the operator reads before confirming. */
export const effect = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });
