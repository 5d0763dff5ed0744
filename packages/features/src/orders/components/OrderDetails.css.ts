import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  textAlign: 'center',
});

export const kind = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });

export const pair = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const pairValue = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });
