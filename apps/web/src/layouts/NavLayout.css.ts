import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
});

export const content = style({
  flex: 1,
  // Room for the fixed bottom navigation and the home indicator on notched phones.
  paddingBlockEnd: `calc(4.5rem + env(safe-area-inset-bottom))`,
  backgroundColor: vars.color.background,
});
