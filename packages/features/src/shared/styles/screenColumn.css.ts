import { vars } from '@sarraf/ui';
import { styleVariants } from '@vanilla-extract/css';

/**
 * The content column of a signed-in screen: full width on a phone, centred on a desktop so lines stay
 * readable. `narrow` for a person's forms and profile, `wide` for the back office's lists.
 */
export const screenColumn = styleVariants({ narrow: '36rem', wide: '48rem' }, (maxInlineSize) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxInlineSize,
  marginInline: 'auto',
  paddingBlock: vars.space.large,
  paddingInline: vars.space.medium,
  color: vars.color.text,
}));
