// Decorative icons of the feature list: the text next to each says what it means.
interface IconProps {
  className: string;
}

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

/** A lightning bolt: fast execution. */
export function BoltIcon({ className }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M13 2 4 14h7l-1 8 9-12h-7z" />
    </svg>
  );
}

/** A percent sign: low fees. */
export function PercentIcon({ className }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M19 5 5 19" />
      <circle cx="7" cy="7" r="2.5" />
      <circle cx="17" cy="17" r="2.5" />
    </svg>
  );
}

/** A headset: support around the clock. */
export function HeadsetIcon({ className }: IconProps) {
  return (
    <svg className={className} {...common}>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v6H5a1 1 0 0 1-1-1zM20 14h-3v6h2a1 1 0 0 0 1-1z" />
    </svg>
  );
}
