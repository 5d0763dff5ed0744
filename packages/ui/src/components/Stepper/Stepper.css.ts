import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const stepper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.divider },
    '&[data-focus-visible]': focusRing,
  },
});

export const chevron = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });
export const mirrored = style({ transform: 'scaleX(-1)' });

export const status = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flex: '1 1 0',
  minInlineSize: 0,
  paddingBlockStart: vars.space.small,
  borderBlockStart: `4px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
  selectors: {
    '&[data-state="complete"]': { borderBlockStartColor: vars.color.positive },
    '&[data-state="current"]': {
      borderBlockStartColor: vars.color.accent,
      color: vars.color.text,
      fontWeight: vars.font.weightBold,
    },
  },
});

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${item}[data-state="complete"] &`]: {
      borderColor: vars.color.positive,
      backgroundColor: vars.color.positive,
      color: vars.color.textOnAccent,
    },
    [`${item}[data-state="current"] &`]: {
      borderColor: vars.color.accent,
      backgroundColor: vars.color.accent,
      color: vars.color.textOnAccent,
    },
  },
});

export const check = style({ inlineSize: '16px', blockSize: '16px' });

export const stepName = style({ overflowWrap: 'anywhere', maxInlineSize: '100%' });
