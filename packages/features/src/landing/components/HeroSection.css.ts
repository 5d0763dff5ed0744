import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.accentSubtle,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

// Stacked full width on a phone, side by side once there is room.
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': {
    '(min-width: 36rem)': { flexDirection: 'row' },
  },
});
