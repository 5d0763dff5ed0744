import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xsmall,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  // Room for the focus ring inside the scroll box.
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.xxsmall,
});

export const tab = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  minInlineSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightMedium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderBlockEnd: '3px solid transparent',
  borderStartStartRadius: vars.radius.small,
  borderStartEndRadius: vars.radius.small,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&[data-selected]': {
      color: vars.color.accent,
      borderBlockEndColor: vars.color.accent,
      fontWeight: vars.font.weightBold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const panel = style({
  paddingBlock: vars.space.large,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
