import { vars } from '@sarraf/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const gridBase = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// One column on a phone; two or three once the page is wide enough.
export const cardGrid = styleVariants({ 2: 2, 3: 3 }, (columns) => [
  gridBase,
  { '@media': { '(min-width: 48rem)': { gridTemplateColumns: `repeat(${columns}, 1fr)` } } },
]);

/** A card's heading and paragraph, stacked beside its icon or number. */
export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const cardBody = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.body });
