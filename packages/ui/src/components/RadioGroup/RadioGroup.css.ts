import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export { field as group } from '../internal/field.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xlarge,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const circle = style({
  flexShrink: 0,
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: 'border-width 120ms ease, border-color 120ms ease',
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${radio}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '7px' },
    [`${radio}[data-pressed] &`]: { borderColor: vars.color.accentPressed },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.color.disabledFill,
      backgroundColor: vars.color.disabledFill,
    },
    [`${radio}[data-disabled][data-selected] &`]: { borderColor: vars.color.disabledText },
  },
});
