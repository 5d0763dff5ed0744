import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const body = style({ margin: 0, color: vars.color.textMuted });
