// The back office's desk settings (`@sarraf/features/settings/admin`): loaded only by the web app's admin
// routes. The settings feature has no trader side.
export { AdminSettingsScreen } from './screens/AdminSettingsScreen';
export { adminGetSettings, settingsQuery, type Settings } from './api/adminGetSettings';
export { adminUpdateSettings, type SettingsUpdate } from './api/adminUpdateSettings';
export {
  adminLiftWithdrawalFreeze,
  type WithdrawalFreezeLift,
  type WithdrawalFreezeLifted,
} from './api/adminLiftWithdrawalFreeze';
