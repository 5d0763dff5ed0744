import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// The ui's StatusBadge knows order and transaction statuses only (an unknown one looks cancelled, in red);
// "inactive" is no failure, so it takes the neutral look, with the same shape as the ui's badges.
const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
});

export const activity = styleVariants({
  active: [badge, { color: vars.color.positive, backgroundColor: vars.color.positiveSubtle }],
  inactive: [badge, { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted }],
});

export const icon = style({ flexShrink: 0, inlineSize: '1.15em', blockSize: '1.15em' });
