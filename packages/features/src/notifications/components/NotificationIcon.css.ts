import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.full,
});

/** The circle's tint follows how the event turned out; the title always says it in words too. */
export const circle = styleVariants({
  positive: [base, { color: vars.color.positive, backgroundColor: vars.color.positiveSubtle }],
  critical: [base, { color: vars.color.critical, backgroundColor: vars.color.criticalSubtle }],
  warning: [base, { color: vars.color.warning, backgroundColor: vars.color.warningSubtle }],
  neutral: [base, { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted }],
});

export const glyph = style({ inlineSize: '1.25rem', blockSize: '1.25rem' });
