import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** "and a fraction under 0.001" after an amount: a quiet note, not a second figure. */
export const fraction = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightRegular,
});
