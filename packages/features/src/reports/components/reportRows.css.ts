import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** One report: its range and status, when it was asked for, then how far it is or what to do with it. */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const title = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightBold });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

/** The size at the start, the action at the end; the action wraps below on a narrow screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const hint = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.small });

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const download = style({ gap: vars.space.xsmall });

export const linkIcon = style({
  display: 'inline-flex',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  flexShrink: 0,
});
