import { auditModule } from './audit/index.js';
import { authModule } from './auth/index.js';
import { filesModule } from './files/index.js';
import { limitsModule } from './limits/index.js';
import { marketsModule } from './markets/index.js';
import { notificationsModule } from './notifications/index.js';
import { priceFeedModule } from './priceFeed/index.js';
import { referralModule } from './referral/index.js';
import { reportsModule } from './reports/index.js';
import { settingsModule } from './settings/index.js';
import { tradeModule } from './trade/index.js';
import { treasuryModule } from './treasury/index.js';
import { usersModule } from './users/index.js';
import { verificationModule } from './verification/index.js';
import { walletModule } from './wallet/index.js';

/** Every domain module, in an order that satisfies their declared dependencies. */
export const MODULES = [
  usersModule,
  notificationsModule,
  auditModule,
  filesModule,
  authModule,
  verificationModule,
  limitsModule,
  settingsModule,
  marketsModule,
  priceFeedModule,
  walletModule,
  referralModule,
  tradeModule,
  treasuryModule,
  reportsModule,
] as const;
