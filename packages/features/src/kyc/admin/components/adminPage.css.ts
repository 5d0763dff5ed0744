import { style } from '@vanilla-extract/css';
import { vars } from '@sarraf/ui';

export const paragraph = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** An address, code or email inside right-to-left text: kept whole and left to right. */
export const ltr = style({ unicodeBidi: 'isolate', overflowWrap: 'anywhere' });
