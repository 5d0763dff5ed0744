import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export {
  buttons,
  head,
  heading,
  item,
  muted,
  name,
  title,
  who,
} from '../../../shared/admin/decisionItem.css';

/** Addresses and hashes are long unbroken text: they wrap anywhere rather than push the page wider. */
export const receiptLink = style({
  color: vars.color.accent,
  fontWeight: vars.font.weightMedium,
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
