import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** State a directory page passes to the pages it opens. */
export interface DirectoryNavState {
  /** The office page the visitor came from (its path). */
  fromOffice?: string;
}

/**
 * Closing a detail page (public-site.md §2): back to the previous page when there is one in the
 * app, otherwise to `fallback`.
 */
export function useClose(fallback: () => string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(fallback());
  }, [location.key, navigate, fallback]);
}
