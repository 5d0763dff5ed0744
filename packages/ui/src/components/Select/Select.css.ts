import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field } from '../internal/field.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  textAlign: 'start',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.critical },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledFill,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledFill,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '[data-disabled] &[data-placeholder]': { color: vars.color.disabledText },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
});

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'calc(100vw - 32px)',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  overflow: 'auto',
});

export const listBox = style({
  padding: vars.space.xsmall,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weightBold, color: vars.color.accent },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
