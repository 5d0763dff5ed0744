import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** The marks' tones: what a mark means, never shown by its colour alone (each has an icon and words). */
export const securityMarkTones = ['positive', 'warning', 'accent', 'neutral'] as const;
export type SecurityMarkTone = (typeof securityMarkTones)[number];

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxInlineSize: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
});

// The pairs of the theme's status colours (each at least 4.5:1), and the accent of the countdown's pill.
export const tone = styleVariants({
  positive: { color: vars.color.positive, backgroundColor: vars.color.positiveSubtle },
  warning: { color: vars.color.warning, backgroundColor: vars.color.warningSubtle },
  accent: { color: vars.color.accent, backgroundColor: vars.color.accentSubtle },
  neutral: { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted },
} satisfies Record<SecurityMarkTone, object>);

export const icon = style({ flexShrink: 0, inlineSize: '1.15em', blockSize: '1.15em' });

export const label = style({ minInlineSize: 0, overflowWrap: 'anywhere' });
