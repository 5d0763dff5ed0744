import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** A quiet text button: it sits beside a header's actions or above a form, and takes no room it needs not. */
export const languageSwitch = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.accent,
  font: 'inherit',
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const icon = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  flexShrink: 0,
});
