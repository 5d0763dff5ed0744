import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

const slideUp = keyframes({
  from: { transform: 'translateY(100%)' },
  to: { transform: 'translateY(0)' },
});

export const overlay = style({
  position: 'fixed',
  insetBlock: 0,
  insetInline: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
});

export const modal = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  maxInlineSize: '560px',
  // Leaves a strip of backdrop to tap, and keeps the sheet inside short or zoomed viewports.
  maxBlockSize: '85dvh',
  backgroundColor: vars.color.surface,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  animation: `${slideUp} 200ms ease-out`,
  selectors: {
    // While dragged the sheet follows the finger; when released short of the threshold it springs back.
    '&:not([data-dragging])': { transition: 'transform 150ms ease-out' },
    '&[data-exiting]': { transform: 'translateY(100%)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: 1,
  outline: 'none',
  color: vars.color.text,
});

/** The grab area: the whole top strip, so the drag does not need a precise finger. */
export const handleArea = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.small,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '[data-dragging] &': { cursor: 'grabbing' },
  },
});

export const handle = style({
  inlineSize: '40px',
  blockSize: '4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingInlineStart: vars.space.large,
  paddingInlineEnd: vars.space.xsmall,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.divider },
    '&[data-focus-visible]': focusRing,
  },
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const content = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space.large,
  paddingBlockStart: vars.space.small,
  // The home indicator of notched phones must not cover the last row.
  paddingBlockEnd: `calc(${vars.space.large} + env(safe-area-inset-bottom, 0px))`,
});
