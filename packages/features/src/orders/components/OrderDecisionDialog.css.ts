import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  overflowWrap: 'anywhere',
});

/** Pair icons beside what the order does and its number. */
export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const what = style({ margin: 0, fontWeight: vars.font.weightBold });

export const number = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.body,
});

export const error = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSubtle,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

/** The answers first in reading order; they share the row and wrap when narrow, as Dialog's do. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const action = style({ flex: '1 1 8rem', display: 'flex' });

/** Cancel approval with what it does right under it, read as one. */
export const cancel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const text = style({ margin: 0, lineHeight: vars.lineHeight.body });
