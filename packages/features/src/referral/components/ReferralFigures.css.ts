import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The figures as label/value lines: on a phone three columns would squeeze "This month's earnings". */
export const figures = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
});

/** The label at the start, the figure at the end; the figure wraps below a long label. */
export const figure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.small,
});

export const label = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weightBold });
