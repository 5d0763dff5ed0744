import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';
import { style } from '@vanilla-extract/css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'critical'] as const;
export const buttonSizes = ['md', 'lg'] as const;

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    minBlockSize: vars.size.touchTarget,
    minInlineSize: vars.size.touchTarget,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    border: '1px solid transparent',
    // Focus is drawn by [data-focus-visible] below; the browser's own ring would also show after
    // a mouse click in some cases.
    outline: 'none',
    fontFamily: vars.font.body,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        backgroundColor: vars.color.disabledFill,
        borderColor: vars.color.disabledFill,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentHover },
          '&[data-pressed]': { backgroundColor: vars.color.accentPressed },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.accent,
        borderColor: vars.color.accent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.accentSubtle },
          '&[data-pressed]': {
            backgroundColor: vars.color.accentSubtle,
            borderColor: vars.color.accentPressed,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.accent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
          '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
        },
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.textOnAccent,
        selectors: {
          '&[data-hovered]': { backgroundColor: vars.color.criticalHover },
          '&[data-pressed]': { backgroundColor: vars.color.criticalHover },
        },
      },
    },
    size: {
      md: { fontSize: vars.fontSize.body, paddingBlock: vars.space.small },
      lg: { fontSize: vars.fontSize.large, paddingBlock: vars.space.medium, minBlockSize: '52px' },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

/** Keeps the label's width while the spinner shows, so the button does not jump. */
export const hiddenLabel = style({ opacity: 0 });

export const spinnerBox = style({ display: 'inline-flex', inlineSize: '1.25em', blockSize: '1.25em' });

export const pendingIndicator = style({
  position: 'absolute',
  insetInline: 0,
  insetBlock: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
