import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const meter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ fontWeight: vars.font.weightMedium });

// Text tones keep at least 4.5:1 on the surface; neutral is the main text colour.
export const valueTone = styleVariants({
  positive: { color: vars.color.positive },
  critical: { color: vars.color.critical },
  warning: { color: vars.color.warning },
  neutral: { color: vars.color.text },
});

export const track = style({
  blockSize: '6px',
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
});

export const fillTone = styleVariants({
  positive: { backgroundColor: vars.color.positive },
  critical: { backgroundColor: vars.color.critical },
  warning: { backgroundColor: vars.color.warning },
  neutral: { backgroundColor: vars.color.textMuted },
});
