import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { field } from '../internal/field.css';

export { field, label } from '../internal/field.css';
export { visuallyHidden as hiddenLabel } from '../../theme/visuallyHidden.css';

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  inlineSize: '20px',
  blockSize: '20px',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: `calc(${vars.space.medium} + 28px)`,
  paddingInlineEnd: vars.size.touchTarget,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The browser's own cancel button would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': { borderColor: vars.color.focusRing, boxShadow: `0 0 0 1px ${vars.color.focusRing}` },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledFill,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledFill,
      cursor: 'not-allowed',
    },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  color: vars.color.textMuted,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    // Nothing to clear: React Aria marks the field empty.
    [`${field}[data-empty] &`]: { display: 'none' },
  },
});

export const clearIcon = style({ inlineSize: '20px', blockSize: '20px' });
