import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field, label, description, error } from '../internal/field.css';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.large,
  backgroundColor: vars.color.surface,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { backgroundColor: vars.color.disabledFill, borderColor: vars.color.disabledFill },
  },
});

export const uploadIcon = style({
  inlineSize: '32px',
  blockSize: '32px',
  color: vars.color.textMuted,
});

export const preview = style({
  display: 'block',
  maxInlineSize: '100%',
  maxBlockSize: '200px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

// The video's own controls draw their time ("0:00") in the browser's font, a font of the machine's, unless
// told otherwise.
globalStyle(
  `${preview}::-webkit-media-controls-current-time-display, ${preview}::-webkit-media-controls-time-remaining-display`,
  { fontFamily: vars.font.numeric },
);

export const chooseButton = style({
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.large,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightMedium,
  color: vars.color.accent,
  backgroundColor: vars.color.accentSubtle,
  border: 'none',
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { color: vars.color.accentHover },
    '&[data-pressed]': { color: vars.color.accentPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.disabledText,
      backgroundColor: vars.color.surfaceMuted,
      cursor: 'not-allowed',
    },
  },
});

export const dropLabel = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const fileRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const fileName = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const removeButton = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  padding: 0,
  color: vars.color.critical,
  background: 'transparent',
  border: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.criticalSubtle },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const removeIcon = style({ inlineSize: '20px', blockSize: '20px' });

export const progress = style({ display: 'block' });

export const track = style({
  blockSize: '8px',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  backgroundColor: vars.color.accent,
  borderRadius: vars.radius.full,
});
