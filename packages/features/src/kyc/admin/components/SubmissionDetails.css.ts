import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const holder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  selectors: { '&:first-of-type': { paddingBlockStart: 0, borderBlockStart: 'none' } },
});

export const holderTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});
