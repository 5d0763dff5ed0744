import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** The referral link under the empty state's words, as wide as the column allows. */
export const emptyLink = style({ inlineSize: '100%', textAlign: 'start' });
