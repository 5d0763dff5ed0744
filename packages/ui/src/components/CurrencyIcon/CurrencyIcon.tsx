import * as styles from './CurrencyIcon.css';

export interface CurrencyIconProps {
  /** Currency symbol; USDT and IRT have their own artwork, others show their first letter. */
  currency: 'USDT' | 'IRT' | (string & {});
  /**
   * Accessible name, e.g. "Tether". Without it the icon is decorative (hidden from screen
   * readers), for use next to text that already names the currency. @default undefined
   */
  label?: string;
  /** @default 'medium' */
  size?: (typeof styles.currencyIconSizes)[number];
}

/** Brand artwork is drawn in the currencies' own colours, which no theme changes. */
function Artwork({ currency }: { currency: string }) {
  if (currency === 'USDT') {
    return (
      <>
        <circle cx="16" cy="16" r="16" fill="#26a17b" />
        {/* Tether's mark: a T whose stem is circled by a flat ring. */}
        <path fill="#fff" d="M8.5 8h15v3.5h-5.75V24h-3.5V11.5H8.5z" />
        <ellipse cx="16" cy="15.5" rx="7.5" ry="2.2" fill="none" stroke="#fff" strokeWidth="1.6" />
      </>
    );
  }
  if (currency === 'IRT') {
    // A stylised Toman: a coin with the rial sign's three strokes.
    return (
      <>
        <circle cx="16" cy="16" r="16" fill="#0b57b0" />
        <circle cx="16" cy="16" r="11" fill="none" stroke="#fff" strokeOpacity=".45" strokeWidth="1.5" />
        <path
          d="M10 19.5h12M12.5 15.5h7M16 9v10.5"
          stroke="#fff"
          strokeWidth="2.2"
          strokeLinecap="round"
          fill="none"
        />
      </>
    );
  }
  return (
    <>
      <circle cx="16" cy="16" r="16" fill="#4b5563" />
      <text
        x="16"
        y="21"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="#fff"
        fontFamily="Vazirmatn, sans-serif"
      >
        {currency.slice(0, 1).toUpperCase()}
      </text>
    </>
  );
}

/** A currency's round icon; decorative unless given a label. */
export function CurrencyIcon({ currency, label, size = 'medium' }: CurrencyIconProps) {
  return (
    <svg
      className={styles.icon({ size })}
      viewBox="0 0 32 32"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-currency={currency}
    >
      <Artwork currency={currency} />
    </svg>
  );
}
