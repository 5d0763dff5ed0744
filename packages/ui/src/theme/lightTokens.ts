/**
 * Values of the light theme. Contrast ratios are noted where they carry a WCAG requirement so a
 * later palette change can be checked against them. Kept as plain data so the Foundations page can
 * list them.
 */
export const lightTokens = {
  color: {
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#14181f', // 17:1 on surface
    textMuted: '#4b5563', // 7.5:1 on surface, 7:1 on background
    textOnAccent: '#ffffff',
    border: '#6b7280', // 4.8:1 on surface
    divider: '#d9dee5',
    accent: '#0b57b0', // white text 6.9:1
    accentHover: '#094a96',
    accentPressed: '#073c7a',
    accentSubtle: '#e6effa',
    critical: '#b42318', // white text 6.5:1, on surface 6.5:1
    criticalHover: '#9a1d14',
    criticalSubtle: '#fdecea',
    positive: '#146c2e', // white text 6.4:1
    positiveSubtle: '#e7f5ec',
    warning: '#8a4b00', // on warningSubtle 6.3:1, on surface 6.9:1
    warningSubtle: '#fff3e0',
    focusRing: '#0b57b0',
    disabledFill: '#e5e8ec',
    disabledText: '#5f6773', // 5.2:1 on disabledFill: disabled text stays readable
    overlay: 'rgba(20, 24, 31, 0.55)',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: {
    small: '6px',
    medium: '10px',
    large: '16px',
    full: '9999px',
  },
  font: {
    body: "Vazirmatn, 'Vazirmatn Fallback', 'Vazirmatn Fallback DejaVu', 'Noto Sans', system-ui, sans-serif",
    numeric:
      "Vazirmatn, 'Vazirmatn Fallback', 'Vazirmatn Fallback DejaVu', 'Noto Sans', system-ui, sans-serif",
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    title: '1.25rem',
    display: '1.75rem',
  },
  lineHeight: {
    tight: '1.3',
    body: '1.6',
  },
  shadow: {
    small: '0 1px 2px rgba(20, 24, 31, 0.12)',
    large: '0 8px 24px rgba(20, 24, 31, 0.18)',
  },
  size: {
    touchTarget: '44px',
    icon: '24px',
    headerHeight: '56px',
    bottomNavHeight: '64px',
  },
} as const;
