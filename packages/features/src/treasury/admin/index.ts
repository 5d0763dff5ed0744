// The back office's desk board (`@sarraf/features/treasury/admin`): the desk's stock and its treasury moves.
// Loaded only by the web app's admin routes; the treasury has no trader side.
export { AdminDeskBoardScreen } from './screens/AdminDeskBoardScreen';
