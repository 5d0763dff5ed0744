export { AmountText, type AmountTextProps } from '../components/AmountText/AmountText';
export { MaskedText, type MaskedTextProps } from '../components/MaskedText/MaskedText';
export { Identifier, type IdentifierProps } from '../components/Identifier/Identifier';
export { DateText, type DateTextProps } from '../components/DateText/DateText';
export {
  StatusBadge,
  statuses,
  statusLook,
  type StatusBadgeProps,
  type Status,
} from '../components/StatusBadge/StatusBadge';
export { tones, type Tone } from '../components/StatusBadge/tone.css';
export { CurrencyIcon, type CurrencyIconProps } from '../components/CurrencyIcon/CurrencyIcon';
export { MarketCard, type MarketCardProps } from '../components/MarketCard/MarketCard';
export { ListFooter, type ListFooterProps, type ListRange } from '../components/ListFooter/ListFooter';
export { EmptyState, type EmptyStateProps } from '../components/EmptyState/EmptyState';
export { Skeleton, type SkeletonProps } from '../components/Skeleton/Skeleton';
export { Stepper, type StepperProps } from '../components/Stepper/Stepper';
export { Banner, type BannerProps } from '../components/Banner/Banner';
export { DetailList, type DetailListProps, type DetailItem } from '../components/DetailList/DetailList';
export { Card, type CardProps } from '../components/Card/Card';
export { Meter, type MeterProps } from '../components/Meter/Meter';
