import type { ReactNode } from 'react';

/** Decorative 24px line icons of the app header; the buttons carry the accessible names. */

interface IconProps {
  /** Size and mirroring come from the header's styles. */
  className: string;
}

function Icon({ className, children, testId }: IconProps & { children: ReactNode; testId?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-testid={testId}
    >
      {children}
    </svg>
  );
}

export function BackIcon({ className }: IconProps) {
  return (
    <Icon className={className} testId="back-chevron">
      <path d="M15 5l-7 7 7 7" />
    </Icon>
  );
}

export function LogoutIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" />
    </Icon>
  );
}

export function HelpIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
    </Icon>
  );
}

export function BellIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 0 0 4 0" />
    </Icon>
  );
}

export function HomeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M4 11l8-7 8 7M6 9.5V20h4.5v-6h3v6H18V9.5" />
    </Icon>
  );
}
