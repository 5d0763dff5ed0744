import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const searchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginBlockEnd: vars.space.small,
});

export const searchLabel = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
});

export const searchBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${searchField}[data-focused] &`]: {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
  },
});

export const searchIcon = style({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const searchInput = style({
  flex: 1,
  minInlineSize: 0,
  blockSize: vars.size.touchTarget,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  fontSize: vars.fontSize.body,
  selectors: {
    // The field draws its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${searchField}[data-empty] &`]: { display: 'none' },
    '&[data-focus-visible]': focusRing,
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: '56px',
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    // Moved to by the arrow keys while the search field keeps real focus (virtual focus).
    '&[data-focused]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const icons = style({
  display: 'inline-flex',
  flexShrink: 0,
});

export const icon = style({
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `2px solid ${vars.color.surface}`,
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '& + &': { marginInlineStart: '-10px' },
  },
});

export const fallbackIcon = style([
  icon,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weightBold,
    color: vars.color.accent,
    backgroundColor: vars.color.accentSubtle,
  },
]);

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const name = style({
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
});

export const pair = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontFamily: vars.font.numeric,
  // Pairs are Latin tickers: keep BASE/QUOTE in that order in RTL too.
  direction: 'ltr',
  unicodeBidi: 'isolate',
  alignSelf: 'flex-start',
});

export const empty = style({
  paddingBlock: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A state such as "Prices paused", in the waiting colour. */
export const note = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.warning,
});
