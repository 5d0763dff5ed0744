import { useLocation, useNavigate } from 'react-router';

/**
 * The header's back button (spec section 2: one step back). A screen opened directly, with nothing to go
 * back to in this tab, goes to `fallback` instead of leaving the app.
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(fallback) : navigate(-1));
}
