import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textOnAccent,
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    [`${checkbox}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &`]: { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
    [`${checkbox}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.color.disabledFill,
      borderColor: vars.color.disabledFill,
    },
  },
});

export const check = style({
  inlineSize: '16px',
  blockSize: '16px',
  opacity: 0,
  selectors: {
    [`${checkbox}[data-selected] &`]: { opacity: 1 },
  },
});

export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});
