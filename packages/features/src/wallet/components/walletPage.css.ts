import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const paragraph = style({ margin: 0, lineHeight: vars.lineHeight.body });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** Parts of one tab or card, one under the other. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** An address, IBAN or hash inside right-to-left text: kept whole, left to right, wrapping anywhere. */
export const ltr = style({ unicodeBidi: 'isolate', overflowWrap: 'anywhere' });

/** A text link in the accent colour (e.g. "All transactions" in a card's header). */
export const textLink = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'none',
  minBlockSize: vars.size.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
