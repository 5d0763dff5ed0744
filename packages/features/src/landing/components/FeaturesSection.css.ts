import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

// One column on a phone, three once the page is wide enough.
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    '(min-width: 48rem)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
});

export const iconBox = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touchTarget,
  blockSize: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
});

export const icon = style({ inlineSize: vars.size.icon, blockSize: vars.size.icon });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const body = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
