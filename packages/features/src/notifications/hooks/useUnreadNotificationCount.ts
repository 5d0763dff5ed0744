import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { unreadCountQuery } from '../api/getUnreadNotificationCount';

/**
 * The number on the header's bell: how many notifications the signed-in person has not read, asked again
 * every 30 s while the app is in front and when the window regains focus; 0 while unknown or when the
 * count could not be loaded (a bell without a number is better than an error in the header). Asks nothing
 * while nobody is signed in, so after a logout no request can answer 401 and send the person to log in.
 */
export function useUnreadNotificationCount(): number {
  const user = useCurrentUser();
  const { data } = useQuery({
    ...unreadCountQuery(),
    enabled: user !== null,
    select: (answer) => answer.count,
  });
  return user === null ? 0 : (data ?? 0);
}
