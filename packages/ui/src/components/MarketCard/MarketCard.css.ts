import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

// Wraps so that a very long price moves under the name (320 px, 200% text) instead of being squeezed.
export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  // An inset shadow, not a border: Chromium anti-aliased the rounded border's corners differently
  // from run to run after a press, which broke pixel-exact screenshots.
  border: 'none',
  boxShadow: `inset 0 0 0 1px ${vars.color.divider}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { boxShadow: `inset 0 0 0 1px ${vars.color.border}` },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const icons = style({ display: 'inline-flex', flexShrink: 0, alignItems: 'center' });

/** The quote icon overlaps the base icon on its end side. */
export const quoteIcon = style({
  display: 'inline-flex',
  marginInlineStart: '-10px',
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const iconImage = style({ inlineSize: '32px', blockSize: '32px', borderRadius: vars.radius.full });

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 7rem',
  minInlineSize: 0,
});

export const name = style({ fontWeight: vars.font.weightBold, overflowWrap: 'anywhere' });

// Aligned to the start side explicitly: the Latin pair text inside RTL text would otherwise sit left.
export const pair = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flex: '0 1 auto',
  minInlineSize: 0,
  marginInlineStart: 'auto',
  textAlign: 'end',
});

export const price = style({ fontWeight: vars.font.weightMedium, maxInlineSize: '100%' });

export const change = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&[data-trend="up"]': { color: vars.color.positive },
    '&[data-trend="down"]': { color: vars.color.critical },
  },
});

export const arrow = style({ inlineSize: '1em', blockSize: '1em' });

/** A state such as "Prices paused": the waiting colour, which keeps 4.5:1 on the surface. */
export const note = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.warning,
});
