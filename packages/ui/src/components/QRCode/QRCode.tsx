import { QRCodeSVG } from 'qrcode.react';
import * as styles from './QRCode.css';

export interface QRCodeProps {
  /** The text to encode, e.g. a USDT deposit address. Empty shows the placeholder. */
  value: string;
  /** Accessible name, e.g. "QR code of the deposit address". */
  label: string;
  /** Edge length in CSS pixels; shrinks to fit narrower containers. @default 192 */
  size?: number;
  /** Shown instead of the code when `value` is empty, e.g. "No address yet". @default '' */
  emptyMessage?: string;
}

/** A scannable QR code (dark on white, with its quiet zone) and an accessible name. */
export function QRCode({ value, label, size = 192, emptyMessage = '' }: QRCodeProps) {
  if (!value) {
    return (
      <div className={styles.placeholder} style={{ inlineSize: size, blockSize: size }} data-empty>
        {emptyMessage}
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <QRCodeSVG
        className={styles.code}
        value={value}
        size={size}
        level="M"
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={label}
      />
    </div>
  );
}
