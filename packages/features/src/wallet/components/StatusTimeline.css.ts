import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A step; a line joins its icon to the next one's (drawn on the inline-start side, so it mirrors in RTL). */
export const step = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlockEnd: vars.space.large,
  selectors: {
    '&:last-child': { paddingBlockEnd: 0 },
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '11px',
      insetBlockStart: '26px',
      insetBlockEnd: '2px',
      borderInlineStart: `2px solid ${vars.color.divider}`,
    },
  },
});

export const icon = style({
  flexShrink: 0,
  inlineSize: '24px',
  blockSize: '24px',
  color: vars.color.border,
  selectors: {
    '&[data-state="done"]': { color: vars.color.positive },
    '&[data-state="failed"]': { color: vars.color.critical },
    '&[data-state="current"]': { color: vars.color.warning },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const label = style({
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
  selectors: { [`${step}[data-state="upcoming"] &`]: { color: vars.color.textMuted } },
});

export const time = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
