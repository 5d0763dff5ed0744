import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** Inputs of one row side by side once there is room (a desktop), stacked on a phone. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
  gap: vars.space.medium,
  alignItems: 'start',
});

/** One row of a list (an account, a tier, a currency's terms), with its name as the legend. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.medium,
  border: 'none',
  borderBlockStart: `1px solid ${vars.color.divider}`,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.font.weightBold,
});

/** A row's own action (remove it), at its end, never wider than the column. */
export const rowAction = style({ alignSelf: 'flex-end', maxInlineSize: '100%' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** A message about a whole list (no tier left), where its rows would be. */
export const listError = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.small });

export const submit = style({ alignSelf: 'flex-start' });
