import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const group = style({
  margin: 0,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
});

export const groupTitle = style({
  margin: 0,
  padding: 0,
  // A floated legend sits inside the box like any other child instead of on its border.
  float: 'inline-start',
  inlineSize: '100%',
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
