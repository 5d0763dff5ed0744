import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });
