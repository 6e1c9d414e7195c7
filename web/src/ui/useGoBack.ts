// "Go back", or to a fallback page when this is the first page of the tab (a direct visit).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
