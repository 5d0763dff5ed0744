import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '28rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
});

/** The language switch's row: at the end of the line, pulled up into the column's top padding. */
export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginBlockStart: `calc(-1 * ${vars.space.medium})`,
  marginBlockEnd: `calc(-1 * ${vars.space.small})`,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  // Emails in the subtitle are long unbroken words: let them wrap on a 320 px phone.
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'center',
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
});
