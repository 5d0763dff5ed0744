import { vars } from '@sarraf/ui';
import { style } from '@vanilla-extract/css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const qr = style({ display: 'flex', justifyContent: 'center' });

/** The QR code with its white frame takes this much room; its placeholder takes the same. */
export const QR_FRAME_SIZE = '178px';

export const qrPlaceholder = style({ inlineSize: QR_FRAME_SIZE });
