import { createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic design tokens. Components read only these variables, so a theme is a complete
 * assignment of this contract and nothing else.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Raised surfaces: cards, dialogs, header, bottom navigation. */
    surface: null,
    /** Subtle fills: hover backgrounds, inactive tracks. */
    surfaceMuted: null,
    /** Main text; at least 7:1 on background and surface. */
    text: null,
    /** Secondary text; at least 4.5:1 on background and surface. */
    textMuted: null,
    /** Text on accent, critical and positive fills. */
    textOnAccent: null,
    /** Control borders; at least 3:1 against surface (WCAG 1.4.11). */
    border: null,
    /** Decorative separators. */
    divider: null,
    accent: null,
    accentHover: null,
    accentPressed: null,
    accentSubtle: null,
    critical: null,
    criticalHover: null,
    criticalSubtle: null,
    positive: null,
    positiveSubtle: null,
    /** Waiting states (Pending, Processing, in review); at least 4.5:1 on warningSubtle and surface. */
    warning: null,
    warningSubtle: null,
    /** Focus ring; at least 3:1 against every surface. */
    focusRing: null,
    disabledFill: null,
    disabledText: null,
    /** Backdrop behind modal dialogs. */
    overlay: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  font: {
    body: null,
    /** Tabular figures for amounts, codes and IBANs. */
    numeric: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
  },
  fontSize: {
    small: null,
    body: null,
    large: null,
    title: null,
    display: null,
  },
  lineHeight: {
    tight: null,
    body: null,
  },
  shadow: {
    small: null,
    large: null,
  },
  size: {
    /** Minimum touch target (WCAG 2.5.5 AAA / platform guidelines). */
    touchTarget: null,
    icon: null,
    headerHeight: null,
    bottomNavHeight: null,
  },
});
