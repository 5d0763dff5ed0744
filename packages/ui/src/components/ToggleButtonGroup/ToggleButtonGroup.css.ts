import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field, label, error } from '../internal/field.css';
export { visuallyHidden as hiddenLabel } from '../../theme/visuallyHidden.css';

export const group = style({
  display: 'flex',
  gap: vars.space.xsmall,
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  border: '1px solid transparent',
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

const chosen = (fill: string) => ({
  '&[data-selected]': { backgroundColor: fill, color: vars.color.textOnAccent, boxShadow: vars.shadow.small },
});

export const segment = recipe({
  base: {
    flex: '1 1 0',
    minInlineSize: 0,
    minBlockSize: vars.size.touchTarget,
    paddingInline: vars.space.small,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    fontWeight: vars.font.weightMedium,
    color: vars.color.text,
    backgroundColor: 'transparent',
    border: 'none',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    outline: 'none',
    overflowWrap: 'anywhere',
    selectors: {
      '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.surface },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
      '&[data-disabled][data-selected]': {
        backgroundColor: vars.color.disabledFill,
        color: vars.color.disabledText,
      },
    },
  },
  variants: {
    tone: {
      neutral: { selectors: chosen(vars.color.accent) },
      positive: { selectors: chosen(vars.color.positive) },
      critical: { selectors: chosen(vars.color.critical) },
    },
  },
});
