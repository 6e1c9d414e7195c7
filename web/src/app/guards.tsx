// Route guards (docs/product.md §2). Protected pages stack them: sign-in → e-mail verification → profile
// completeness; /profile stops after the second layer so a new user can fill the profile in.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../ui/LoadingScreen';
import { useAuth } from '../auth/AuthProvider';
import type { RedirectState } from '../auth/redirect';
import { VerificationGate } from './VerificationGate';

/** Layer 1: signed in. Shows Loading... until the sign-in state is known. */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen />;
  if (!user) {
    const state: RedirectState = { from: location.pathname + location.search };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** Layer 2: e-mail verified, otherwise the verification gate. */
export function RequireVerifiedEmail() {
  const { user } = useAuth();
  if (user && !user.emailVerified) return <VerificationGate />;
  return <Outlet />;
}

/** Layer 3: the profile has a display name, otherwise on to /profile. */
export function RequireProfile() {
  const { user } = useAuth();
  if (user && !user.displayName.trim()) return <Navigate to="/profile" replace />;
  return <Outlet />;
}

/** Public pages render nothing until the first sign-in state is known (no flash of the wrong bar). */
export function AuthReady() {
  const { loading } = useAuth();
  return loading ? null : <Outlet />;
}
