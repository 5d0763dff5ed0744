import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field } from '../internal/field.css';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingInlineStart: vars.space.medium,
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
    '&[data-disabled]': { backgroundColor: vars.color.disabledFill, borderColor: vars.color.disabledFill },
  },
});

export const dateInput = style({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  minInlineSize: 0,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const rangeInput = style([dateInput, { flex: '0 1 auto' }]);

export const rangeDash = style({
  color: vars.color.textMuted,
  paddingInline: vars.space.xxsmall,
});

/**
 * WCAG 2.5.8's minimum target (24 by 24 CSS px). A two-digit day or month is narrower than that (12.5 px in
 * Persian digits), and the segments sit side by side, so spacing cannot stand in for size. The theme's only
 * target size is the 44 px touch target, which would push a range past a 320 px screen.
 */
const minimumTarget = '24px';

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.small,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    // Every editable part (day, month, year) is a target of its own; the separators between them are not.
    '&:not([data-type="literal"])': {
      minInlineSize: minimumTarget,
      minBlockSize: minimumTarget,
      textAlign: 'center',
    },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.accent, color: vars.color.textOnAccent },
    '&[data-invalid]': { color: vars.color.critical },
    '&[data-invalid][data-focused]': { backgroundColor: vars.color.critical, color: vars.color.textOnAccent },
    '&[data-disabled]': { color: vars.color.disabledText },
  },
});

export const iconButton = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  color: vars.color.text,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': {
      color: vars.color.disabledText,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
  },
});

export const popover = style({
  maxInlineSize: 'calc(100vw - 8px)',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  overflow: 'auto',
});

export const dialog = style({
  padding: vars.space.xsmall,
  outline: 'none',
});

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  color: vars.color.text,
});

/** Marks a range calendar, whose in-between days are drawn differently from its ends. */
export const rangeCalendar = style({});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const heading = style({
  margin: 0,
  flex: '1 1 auto',
  textAlign: 'center',
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const navButton = iconButton;

export const navIcon = style({ inlineSize: '20px', blockSize: '20px' });

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const weekday = style({
  blockSize: '28px',
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.body,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      fontWeight: vars.font.weightBold,
    },
    // A range: the days between its ends get a quiet fill, the ends the accent.
    [`${rangeCalendar} &[data-selected]:not([data-selection-start]):not([data-selection-end])`]: {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.text,
      borderRadius: 0,
    },
    '&[data-focus-visible]': focusRing,
    // Struck through, not only greyed: a day out of range must not rely on colour alone (WCAG 1.4.1).
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.disabledText,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.critical },
  },
});
