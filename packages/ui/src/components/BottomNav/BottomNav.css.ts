import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const nav = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 10,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
});

/**
 * The bar stands over the bottom of the page while it scrolls (sticky), so a control the browser brings into
 * view at the bottom edge (keyboard navigation in a React Aria collection, `scrollIntoView({ block:
 * 'nearest' })`, find in page) would land under it. While a bar is on the page, the page's scrollport keeps
 * the bar's height, a breath of space and the home indicator clear at its bottom. The bar's own place at the
 * end of the page needs no padding: once scrolled to the end, the content ends above it.
 */
globalStyle(`html:has(${nav})`, {
  scrollPaddingBlockEnd: `calc(${vars.size.bottomNavHeight} + 1px + ${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
});

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  flex: '1 1 0',
  minInlineSize: 0,
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minBlockSize: vars.size.bottomNavHeight,
  paddingInline: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  textAlign: 'center',
  outline: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-current]': { color: vars.color.accent, fontWeight: vars.font.weightBold },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/**
 * More than five sections (the back office has seven) leave a 320 px phone under 46 px per item: a smaller
 * label and no side padding keep one-word labels whole.
 */
export const crowdedLink = style({
  paddingInline: 0,
  fontSize: '0.6875rem',
});

export const icon = style({
  display: 'inline-flex',
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
});

export const label = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
