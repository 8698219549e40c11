import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What an emailed link carries: its token, and (a reset link) the address it was sent to. */
const LINK_PARAMS = ['token', 'email'] as const;
export type EmailedLink = Record<(typeof LINK_PARAMS)[number], string | null>;

/**
 * The parameters of an emailed link (`?token=…&email=…`), read once and then removed from the address
 * bar (kept in state), so they do not linger in the history or get shared with the page's address.
 */
export function useEmailedLink(): EmailedLink {
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { token: params.get('token'), email: params.get('email') };
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!LINK_PARAMS.some((name) => params.has(name))) return;
    LINK_PARAMS.forEach((name) => params.delete(name));
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
  }, [location, navigate]);

  return link;
}
