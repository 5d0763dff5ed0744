import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** The new video and the verified identity side by side where there is room, one above the other on a phone. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.large,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const columnTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const paragraph = style({ margin: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/** An email inside right-to-left text: kept whole and left to right. */
export const ltr = style({ unicodeBidi: 'isolate', overflowWrap: 'anywhere' });
