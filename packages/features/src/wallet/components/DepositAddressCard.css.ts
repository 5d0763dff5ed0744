import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const qr = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.medium });

/** The address and its copy button; the address wraps between its groups (34 characters on a 320 px phone). */
export const address = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const addressText = style({
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
  minInlineSize: 0,
});
