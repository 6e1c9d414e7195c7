// Toasts (top right, at the bottom on a phone: app/Toasts.tsx). Every screen reports through
// these helpers so messages look and behave the same everywhere.
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ApiErrorCode } from '../../../core/error-codes';
import { apiError, clientErrorMessage } from './errors';

interface ToastOptions {
  /** Names the toast so it can be closed early (notifications.hide), e.g. once its Undo ran. */
  id?: string;
  title?: ReactNode;
  /** Milliseconds before the toast closes; `false` keeps it until dismissed. */
  autoClose?: number | false;
}

export function notifySuccess(message: ReactNode, options: ToastOptions = {}) {
  notifications.show({
    color: 'felt',
    icon: <IconCheck size={18} aria-hidden />,
    message,
    ...options,
  });
}

export function notifyInfo(message: ReactNode, options: ToastOptions = {}) {
  notifications.show({
    color: 'blue',
    icon: <IconInfoCircle size={18} aria-hidden />,
    message,
    ...options,
  });
}

export function notifyWarning(message: ReactNode, options: ToastOptions = {}) {
  notifications.show({
    color: 'yellow',
    icon: <IconAlertTriangle size={18} aria-hidden />,
    message,
    ...options,
  });
}

/** Shows a plain error message (client-side problems, or a known failure text). */
export function notifyFailure(message: ReactNode, options: ToastOptions = {}) {
  notifications.show({
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    message,
    autoClose: 6_000,
    ...options,
  });
}

/**
 * Shows an Apollo error as a toast: the server's message when it sent a documented one (docs/product.md §8:
 * "a thrown message is shown if there is one"), otherwise `fallback` — titled `fallback` above
 * the product's backend-client message when the request never got an answer (offline, time-out, no
 * connection, HTTP status). Returns the error code so callers can branch on it (never on the
 * text).
 */
export function notifyError(
  error: unknown,
  fallback: string,
  options: ToastOptions = {},
): ApiErrorCode | null {
  const info = apiError(error);
  if (info) {
    notifyFailure(info.message, options);
    return info.code;
  }
  console.error(error);
  const detail = clientErrorMessage(error);
  if (detail && detail !== fallback) notifyFailure(detail, { title: fallback, ...options });
  else notifyFailure(fallback, options);
  return null;
}
