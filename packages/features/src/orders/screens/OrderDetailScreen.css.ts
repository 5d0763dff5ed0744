import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center' });
