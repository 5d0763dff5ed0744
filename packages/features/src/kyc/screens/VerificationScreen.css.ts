import { style } from '@vanilla-extract/css';

export const paragraph = style({
  margin: 0,
});
