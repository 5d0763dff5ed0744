import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const required = style({
  color: vars.color.critical,
  marginInlineStart: vars.space.xxsmall,
});

export const inputWrap = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  fontSize: vars.fontSize.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-invalid][data-focused]': { boxShadow: `0 0 0 1px ${vars.color.critical}` },
    '&[data-disabled]': {
      backgroundColor: vars.color.disabledFill,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledFill,
      cursor: 'not-allowed',
    },
  },
});

const endSlotRoom = `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`;

/**
 * Room for the trailing control (password visibility), which sits at the field's end in the
 * reading direction. Logical sides resolve against the input's own `dir`, so which one to pad
 * depends on whether the input runs with the page or against it (see FieldBase).
 */
export const endSlotRoomOnInput = styleVariants({
  /** Input runs with the page: the control is at the input's inline end. */
  end: { paddingInlineEnd: endSlotRoom },
  /** Input runs against the page (an LTR password in Persian): the control is at its inline start. */
  start: { paddingInlineStart: endSlotRoom },
  /** `dir="auto"`: the input's direction follows what is typed, so keep both sides clear. */
  both: { paddingInline: endSlotRoom },
});

export const endSlot = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
});

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});
