import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

/** The 24h volume under its card, aligned with the card's text. */
export const volume = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  // A line even when it holds only the loading spinner, so the placeholder is as tall as what replaces it.
  minBlockSize: '1lh',
});
