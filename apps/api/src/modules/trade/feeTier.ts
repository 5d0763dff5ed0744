import type { Db } from '../../db/transaction.js';
import { compareDecimals, normalizeDecimal } from '../../money/decimal.js';
import { deskSettings } from '../settings/index.js';
import { filledTomanVolume } from './orderRepository.js';

export interface FeeTier {
  min_volume: string;
  fee_percent: string;
}

export interface FeeTierStatus {
  fee_percent: string;
  volume_30d: string;
  tiers: FeeTier[];
  next_tier: FeeTier | null;
}

const VOLUME_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tier a 30-day volume is in: the last tier whose `min_volume` it reaches (settings keep the tiers
 * rising from 0), and the next lower fee with the volume it needs. Without any tier, no fee.
 */
export function tierOf(volume: string, tiers: readonly FeeTier[]): Omit<FeeTierStatus, 'volume_30d'> {
  const sorted = tiers
    .map((tier) => ({
      min_volume: normalizeDecimal(tier.min_volume),
      fee_percent: normalizeDecimal(tier.fee_percent),
    }))
    .sort((a, b) => compareDecimals(a.min_volume, b.min_volume));
  const reached = sorted.filter((tier) => compareDecimals(volume, tier.min_volume) >= 0).length;
  return {
    fee_percent: sorted[reached - 1]?.fee_percent ?? '0',
    tiers: sorted,
    next_tier: sorted[reached] ?? null,
  };
}

/** The person's fee tier at `now`, from their filled orders of the last 30 days. */
export async function feeTierOf(db: Db, userId: string, now: Date): Promise<FeeTierStatus> {
  const since = new Date(now.getTime() - VOLUME_DAYS * DAY_MS);
  const [volume, desk] = await Promise.all([filledTomanVolume(db, userId, since, now), deskSettings(db)]);
  return { ...tierOf(volume, desk.fee_tiers), volume_30d: volume };
}
