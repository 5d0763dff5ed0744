import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

/**
 * Sits at the inline start of the bottom edge: bottom-right in Persian (RTL), bottom-left
 * otherwise, as spec section 4 asks. The region carries the locale's `dir`, so one logical
 * property covers both.
 */
export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineStart: vars.space.large,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxInlineSize: `calc(100vw - 2 * ${vars.space.large})`,
  inlineSize: '360px',
  outline: 'none',
  fontFamily: vars.font.body,
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  borderInlineStart: '4px solid transparent',
  cursor: 'pointer',
  touchAction: 'pan-y',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const tone = styleVariants({
  neutral: { borderInlineStartColor: vars.color.accent },
  positive: { borderInlineStartColor: vars.color.positive },
  critical: { borderInlineStartColor: vars.color.critical },
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xsmall,
});

export const title = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

const drain = keyframes({
  from: { inlineSize: '100%' },
  to: { inlineSize: '0%' },
});

/** Shows the time left; pauses with the timer while the region is hovered or focused. */
export const progress = style({
  position: 'absolute',
  // Anchored at inline start and shrinking its inline size, so it drains the same way the
  // locale reads without physical left/right.
  insetInlineStart: 0,
  insetBlockEnd: 0,
  inlineSize: '100%',
  blockSize: '3px',
  animationName: drain,
  animationTimingFunction: 'linear',
  animationFillMode: 'forwards',
  selectors: {
    [`${region}[data-hovered] &, ${region}[data-focused] &`]: { animationPlayState: 'paused' },
  },
});

export const progressTone = styleVariants({
  neutral: { backgroundColor: vars.color.accent },
  positive: { backgroundColor: vars.color.positive },
  critical: { backgroundColor: vars.color.critical },
});
