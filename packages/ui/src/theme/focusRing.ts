import { vars } from './contract.css';

/**
 * Focus ring applied on `[data-focus-visible]` only, so pointer users are not distracted while
 * keyboard users always see where they are (WCAG 2.4.7).
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
