import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const generate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
