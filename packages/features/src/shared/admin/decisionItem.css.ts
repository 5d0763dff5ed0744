import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** One item an operator decides on (a deposit, a withdrawal, an order): its head, who, details and decisions. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const who = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const name = style({ fontWeight: vars.font.weightMedium });

export const buttons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(9rem, 100%), 1fr))',
  gap: vars.space.small,
});
