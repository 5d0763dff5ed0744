import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

/** Buy and sell side by side once there is room (a desktop), stacked on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});
