import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field } from '../internal/field.css';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: vars.size.touchTarget,
  paddingInlineEnd: vars.space.xsmall,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focus-within]': { boxShadow: `0 0 0 1px ${vars.color.critical}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledFill,
      borderColor: vars.color.disabledFill,
      cursor: 'not-allowed',
    },
  },
});

export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.medium,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

/**
 * The input is always `dir="ltr"` (numbers), yet the amount should sit at the page's reading start,
 * next to the label: the input's own start in English, its end in Persian.
 */
export const inputAlign = styleVariants({
  ltr: { textAlign: 'start' },
  rtl: { textAlign: 'end' },
});

export const unit = style({
  flexShrink: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const maxButton = style({
  flexShrink: 0,
  // A full touch target: the box grows by its border around it.
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.accent,
  backgroundColor: 'transparent',
  border: 'none',
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover, backgroundColor: vars.color.accentSubtle },
    '&[data-pressed]': { color: vars.color.accentPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.disabledText,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
  },
});
