import type { Tone } from './tone.css';

/** Icon shapes that go with statuses and tones. */
export const statusIconShapes = ['check', 'clock', 'cross', 'info'] as const;
export type StatusIconShape = (typeof statusIconShapes)[number];

const PATHS: Record<StatusIconShape, string> = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  clock: 'M12 7v5l3 2M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  cross: 'M6.5 6.5l11 11M17.5 6.5l-11 11',
  info: 'M12 11v6M12 7.5v.01M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
};

/** The icon a tone shows when the caller does not choose one. */
export const toneIcon: Record<Tone, StatusIconShape> = {
  positive: 'check',
  critical: 'cross',
  warning: 'clock',
  neutral: 'info',
};

/** A decorative status icon; the text next to it carries the meaning. */
export function StatusIcon({ shape, className }: { shape: StatusIconShape; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={shape}
    >
      <path d={PATHS[shape]} />
    </svg>
  );
}
