import { style } from '@vanilla-extract/css';
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

export const cells = style({
  display: 'flex',
  gap: vars.space.small,
  // Six cells of at least 40px fit a 320px screen with its padding; they grow up to 56px.
  justifyContent: 'center',
});

export const cell = style({
  flex: '1 1 0',
  minInlineSize: 0,
  maxInlineSize: '56px',
  minBlockSize: '52px',
  padding: 0,
  textAlign: 'center',
  fontFamily: vars.font.numeric,
  fontSize: vars.fontSize.title,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  outline: 'none',
  selectors: {
    '&[data-filled]': { borderColor: vars.color.text },
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

export const description = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});
