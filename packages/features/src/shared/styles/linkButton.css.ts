import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/**
 * Navigation that looks like a button (log in, sign up). It stays a link, so it can open in a new tab and
 * reads as a link; the look follows the ui Button's variants.
 */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const linkButton = styleVariants({
  primary: [
    base,
    {
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
      ':hover': { backgroundColor: vars.color.accentHover },
    },
  ],
  secondary: [
    base,
    {
      backgroundColor: vars.color.surface,
      color: vars.color.accent,
      borderColor: vars.color.accent,
      ':hover': { backgroundColor: vars.color.accentSubtle },
    },
  ],
  ghost: [
    base,
    {
      backgroundColor: 'transparent',
      color: vars.color.accent,
      ':hover': { backgroundColor: vars.color.surfaceMuted },
    },
  ],
});

/** The larger size of the hero's calls to action. */
export const large = style({
  minBlockSize: '52px',
  paddingInline: vars.space.large,
  fontSize: vars.fontSize.large,
});
