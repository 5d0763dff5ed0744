import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/** One submission; the whole row is the link's target (its ::after covers the row). */
export const item = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  minBlockSize: vars.size.touchTarget,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    '&:last-child': { borderBlockEnd: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-within': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minInlineSize: 0,
  flex: '1 1 14rem',
});

export const link = style({
  color: vars.color.text,
  fontWeight: vars.font.weightBold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
  },
  selectors: {
    '&:focus-visible::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
