import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const timer = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  minBlockSize: '1.5em',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-ending]': { backgroundColor: vars.color.criticalSubtle, color: vars.color.critical },
    '&[data-ended]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&[data-paused]': { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
  },
});

export const value = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weightBold,
});
