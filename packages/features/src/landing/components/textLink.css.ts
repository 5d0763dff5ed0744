import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** A link in running lists (footer, legal pages): accent text with a full touch target's height. */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
