import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingInlineStart: vars.space.large,
  color: vars.color.text,
});

// The numbers of the next steps in Persian digits, like every other number on a Persian page.
export const steps = style([list, { selectors: { '&:lang(fa)': { listStyleType: 'persian' } } }]);

// A list item keeps its marker (number or bullet): no flex here, the text under the headline is a block.
export const step = style({});

export const stepTitle = style({
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const stepText = style({
  margin: 0,
  marginBlockStart: vars.space.xxsmall,
  color: vars.color.textMuted,
});

export const text = style({
  margin: 0,
});
