import { style } from '@vanilla-extract/css';

/** One fact of a kind's limit (its amounts, what is left today, whose they are), each on its own line. */
export const line = style({ display: 'block' });
