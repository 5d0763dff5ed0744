import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
  // A link to `#faq` or `#support` lands the heading below the sticky header, not under it.
  scrollMarginBlockStart: `calc(${vars.size.headerHeight} + ${vars.space.medium})`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.title,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const paragraph = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});
