import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

/**
 * The content column of every admin screen: full width on a phone, a centred column on a desktop so that
 * lines and rows stay readable next to the app's navigation.
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize: '48rem',
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.text,
});

export const paragraph = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** An address, code or email inside right-to-left text: kept whole and left to right. */
export const ltr = style({ unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

/** A plain list of rows on one surface, divided by lines. */
export const rowList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  overflow: 'hidden',
});

/** A link styled as a call to action (the not-found view's way back). */
export const actionLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.accent,
  color: vars.color.textOnAccent,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
