// Simple outline icons for the bottom navigation; decorative, the item label names the link.
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

// A board of panels: the desk board, the back office's home (its stock and moves at a glance).
export const DeskIcon = () => (
  <svg {...common}>
    <rect x="3" y="3" width="8" height="10" rx="1.5" />
    <rect x="13" y="3" width="8" height="6" rx="1.5" />
    <rect x="13" y="11" width="8" height="10" rx="1.5" />
    <rect x="3" y="15" width="8" height="6" rx="1.5" />
  </svg>
);

export const WalletIcon = () => (
  <svg {...common}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M6 6l9-3 2 3" />
  </svg>
);

export const ReportsIcon = () => (
  <svg {...common}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M9 13h6M9 17h6M9 9h3" />
  </svg>
);

export const TradeIcon = () => (
  <svg {...common}>
    <path d="M7 4v16M7 4 4 7M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3" />
  </svg>
);

export const OrdersIcon = () => (
  <svg {...common}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <circle cx="4.5" cy="6" r="1" />
    <circle cx="4.5" cy="12" r="1" />
    <circle cx="4.5" cy="18" r="1" />
  </svg>
);

export const ProfileIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

export const ReviewIcon = () => (
  <svg {...common}>
    <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </svg>
);

export const PricesIcon = () => (
  <svg {...common}>
    <path d="M4 19h16M6 15l4-5 3 3 5-7" />
  </svg>
);

export const AuditIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="8" />
    <path d="M12 8v4l3 2" />
  </svg>
);

// A key: a lost second factor replaced at the desk.
export const KeyIcon = () => (
  <svg {...common}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 9-9M17 6l3 3M15 8l2 2" />
  </svg>
);

export const SettingsIcon = () => (
  <svg {...common}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
  </svg>
);
