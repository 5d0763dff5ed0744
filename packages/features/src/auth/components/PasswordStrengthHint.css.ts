import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const hint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  // Sits under the password field it rates, closer to it than to the next field.
  marginBlockStart: `calc(-1 * ${vars.space.xsmall})`,
});

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
