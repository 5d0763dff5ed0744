import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** The list's heading and "Mark all read" on one line; the button wraps below when there is no room. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });
