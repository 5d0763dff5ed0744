import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
});

/** One currency's holding on its own surface. */
export const holding = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  minInlineSize: 0,
});

export const holdingHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });

export const lockedLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The wallet's total in Toman, the figure a person looks for first. */
export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.text,
});

export const totalLabel = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

/** A section's heading with a link at its end. */
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
});
