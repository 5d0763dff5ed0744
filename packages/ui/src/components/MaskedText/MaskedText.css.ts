import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const masked = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  // Long links and account numbers have no spaces: let them break anywhere rather than overflow.
  overflowWrap: 'anywhere',
  letterSpacing: '0.02em',
});
