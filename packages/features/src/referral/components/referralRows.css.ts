import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** A masked email reads left to right in either language and may break anywhere on a narrow phone. */
export const name = style({
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, fontWeight: vars.font.weightMedium });
