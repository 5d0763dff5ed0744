import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  // Inside the accounts card: outlined, not raised again.
  border: `1px solid ${vars.color.divider}`,
});

export const bank = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });

export const rows = style({ display: 'flex', flexDirection: 'column', margin: 0 });

/** Label above its value: an IBAN needs the whole line on a phone, and every row looks the same. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.xsmall,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  margin: 0,
  minInlineSize: 0,
});

export const text = style({ fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

/** Holds an `Identifier`, which draws the digits and wraps only between its groups. */
export const code = style({ fontWeight: vars.font.weightMedium, minInlineSize: 0 });
