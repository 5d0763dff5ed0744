import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const date = style({
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
});
