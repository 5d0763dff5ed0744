import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The content column: the whole width of a phone, a centred reading width on wider screens. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxlarge,
  inlineSize: '100%',
  maxInlineSize: '60rem',
  marginInline: 'auto',
  color: vars.color.text,
});
