import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export { textLink as link } from './textLink.css';

export const copyright = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });
