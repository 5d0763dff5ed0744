import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const group = style({
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.body });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  color: vars.color.textMuted,
  selectors: {
    // Up and down point vertically: nothing to mirror in RTL.
    [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  paddingInline: vars.space.large,
  selectors: { '&:not([hidden])': { paddingBlockEnd: vars.space.large } },
});

export const answer = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
