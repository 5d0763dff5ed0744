import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** A comfortable reading width; the whole width of a phone. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  inlineSize: '100%',
  maxInlineSize: '42rem',
  marginInline: 'auto',
  color: vars.color.text,
});

export const updated = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
});

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.xlarge,
  lineHeight: vars.lineHeight.body,
});

export const email = style({ color: vars.color.accent, fontWeight: vars.font.weightMedium });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  padding: 0,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  listStyle: 'none',
});

export { textLink as link } from './textLink.css';
