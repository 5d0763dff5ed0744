import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  overflowWrap: 'anywhere',
});
