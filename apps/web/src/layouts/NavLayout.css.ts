import { vars } from '@sarraf/ui';
import { globalStyle, style } from '@vanilla-extract/css';

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

/**
 * The bottom navigation's items sized by their labels, the rest of the bar shared out: with nine sections
 * equal widths give a 320 px phone 35 px each, which cuts "Settings" and "Recovery", while the short ones
 * ("KYC", "Desk") need less. The bar is the library's (one `li` per item); only its items' flex changes.
 */
export const fitLabels = style({});

globalStyle(`${fitLabels} nav > ul > li`, { flex: '1 1 auto' });
