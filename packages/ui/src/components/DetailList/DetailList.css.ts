import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0 });

/** Label and value side by side; they stack when the value cannot fit (320 px, 200% text). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  marginInlineStart: 'auto',
  minInlineSize: 0,
  maxInlineSize: '100%',
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  textAlign: 'end',
});

export const valueText = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const copyButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.accent,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.accentSubtle },
    '&[data-focus-visible]': focusRing,
  },
});

export const copyIcon = style({ inlineSize: '20px', blockSize: '20px' });
