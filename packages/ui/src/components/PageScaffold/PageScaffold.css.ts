import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/*
 * env(safe-area-inset-left|right) are physical by nature: which one is the inline start depends on
 * the direction, hence the :dir(rtl) swap below.
 */
const insetStart = 'env(safe-area-inset-left, 0px)';
const insetEnd = 'env(safe-area-inset-right, 0px)';

export const scaffold = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.background,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  paddingBlockStart: 'env(safe-area-inset-top, 0px)',
  paddingInlineStart: insetStart,
  paddingInlineEnd: insetEnd,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:dir(rtl)': { paddingInlineStart: insetEnd, paddingInlineEnd: insetStart },
  },
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minInlineSize: 0,
  paddingBlock: vars.space.large,
  paddingInlineStart: `calc(${vars.space.large} + ${insetStart})`,
  paddingInlineEnd: `calc(${vars.space.large} + ${insetEnd})`,
  outline: 'none',
  selectors: {
    '&:dir(rtl)': {
      paddingInlineStart: `calc(${vars.space.large} + ${insetEnd})`,
      paddingInlineEnd: `calc(${vars.space.large} + ${insetStart})`,
    },
  },
});

/** The bottom navigation pads itself for the home indicator; this only keeps it on screen. */
export const footer = style({
  position: 'sticky',
  insetBlockEnd: 0,
  zIndex: 10,
  paddingInlineStart: insetStart,
  paddingInlineEnd: insetEnd,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:dir(rtl)': { paddingInlineStart: insetEnd, paddingInlineEnd: insetStart },
  },
});

/** Without a bottom navigation the page itself must clear the home indicator. */
export const mainWithoutFooter = style({
  paddingBlockEnd: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
});
