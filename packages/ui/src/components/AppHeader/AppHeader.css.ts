import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focusRing';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minBlockSize: vars.size.headerHeight,
  // Room around a title on two lines; a one-line header keeps its height.
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  paddingInline: vars.space.small,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  // A long title takes a second line before it is cut ("Deposits and withdrawals", "پشتیبانی و پرسش‌های
  // متداول" on a 360 px phone lost half their words on one line).
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  marginInlineStart: 'auto',
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minInlineSize: vars.size.touchTarget,
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceMuted },
    '&[data-pressed]': { backgroundColor: vars.color.divider },
    '&[data-focus-visible]': focusRing,
  },
});

export const logoutButton = style([iconButton, { color: vars.color.critical }]);

export const icon = style({
  inlineSize: vars.size.icon,
  blockSize: vars.size.icon,
  flexShrink: 0,
});

/** Pointing icons face the reading direction: a "back" chevron points right in Persian. */
export const mirrored = style({
  transform: 'scaleX(-1)',
});

/** Holds the unread badge over the bell's corner. */
export const badgeAnchor = style({
  position: 'relative',
  display: 'inline-flex',
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-8px',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.textOnAccent,
  fontSize: '0.75rem',
  fontWeight: vars.font.weightBold,
  lineHeight: '18px',
  textAlign: 'center',
  fontFamily: vars.font.numeric,
});
