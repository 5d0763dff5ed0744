import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

/** The step's number in a circle; the list itself tells assistive technology the order. */
export const number = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weightBold,
});
