import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

/** The base currency's icon, the quote's tucked behind it at the end: the pair reads base first. */
export const icons = style({ display: 'inline-flex', alignItems: 'center', flexShrink: 0 });

export const quote = style({
  display: 'inline-flex',
  marginInlineStart: `calc(-1 * ${vars.space.small})`,
  borderRadius: vars.radius.full,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const base = style({ display: 'inline-flex', position: 'relative', zIndex: 1 });
