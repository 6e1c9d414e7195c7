// What a page shows of the data it loads: its content as soon as there is data (kept on screen
// while it loads again), else Loading... while the first answer is on its way, else why it could
// not be loaded with Try again.
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { LoadingScreen } from './LoadingScreen';

export function QueryContent<T>({
  data,
  loading,
  error,
  failedTitle,
  onRetry,
  children,
}: {
  data: T | null | undefined;
  loading: boolean;
  error: unknown;
  /** "Your history could not be loaded". */
  failedTitle: string;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data) return children(data);
  if (loading) return <LoadingScreen />;
  return <LoadFailed title={failedTitle} offline={Boolean(error)} onRetry={onRetry} />;
}
