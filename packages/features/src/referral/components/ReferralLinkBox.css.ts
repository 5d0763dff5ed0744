import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The link on a muted panel, its actions under it, the code last. */
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  minInlineSize: 0,
});

export const label = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/**
 * The link reads left to right in either language, wraps anywhere (a long host on a 320 px phone), and one
 * click selects all of it, for anyone who copies by hand.
 */
export const linkLine = style({ margin: 0, minInlineSize: 0 });

export const link = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  userSelect: 'all',
  minInlineSize: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const code = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const codeValue = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  userSelect: 'all',
});

export const shareIcon = style({ inlineSize: '20px', blockSize: '20px', flexShrink: 0 });
