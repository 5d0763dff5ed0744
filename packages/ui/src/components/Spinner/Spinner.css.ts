import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
});

export const spinner = style({
  display: 'inline-flex',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  color: 'currentColor',
});

export const svg = style({
  inlineSize: '100%',
  blockSize: '100%',
  animation: `${spin} 800ms linear infinite`,
  '@media': {
    // A still arc still reads as "busy"; motion is not needed to convey it.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
  },
});

export const track = style({
  stroke: 'currentColor',
  opacity: 0.25,
});

export const arc = style({
  stroke: 'currentColor',
});

export const standalone = style({
  color: vars.color.accent,
});
