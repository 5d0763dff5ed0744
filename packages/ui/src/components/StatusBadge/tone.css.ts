import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Meaning, not colour: every tone comes with an icon and text, so colour is never the only cue. */
export const tones = ['positive', 'critical', 'warning', 'neutral'] as const;
export type Tone = (typeof tones)[number];

// All pairs keep text contrast of at least 6:1 on their fill.
export const toneColors = styleVariants({
  positive: { color: vars.color.positive, backgroundColor: vars.color.positiveSubtle },
  critical: { color: vars.color.critical, backgroundColor: vars.color.criticalSubtle },
  warning: { color: vars.color.warning, backgroundColor: vars.color.warningSubtle },
  neutral: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted },
});
