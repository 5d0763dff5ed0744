import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  outline: 'none',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-copied]': { color: vars.color.positive },
    '&[data-pending]': { cursor: 'progress' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const icon = style({
  inlineSize: '20px',
  blockSize: '20px',
  flexShrink: 0,
});
