// One write started by a person (a button, a form, a confirm dialog), the same way everywhere:
// one at a time, a key saying which one runs (for its button's spinner), then docs/product.md §8's toast —
// the success text, or on failure the server's documented message, else the screen's own text.
import { useCallback, useRef, useState } from 'react';
import { notifyError, notifySuccess } from './notify';

export interface MutationActionOptions<Result> {
  /** The toast once the write is done (none when omitted); may depend on what it returned. */
  success?: string | ((result: Result) => string);
  /** docs/product.md §8's text for a failure that carries no documented server message. */
  failure: string;
  /** Shows the failure; by default the server's message, else `failure` (notifyError). */
  report?: (error: unknown, failure: string) => void;
  /** What follows a success (close, navigate, refetch); awaited while the action is still busy. */
  onSuccess?: (result: Result) => unknown;
}

export interface MutationAction<Key> {
  /** The key of the write in flight, or null. */
  busy: Key | null;
  /**
   * Runs `write` unless another write of this action is in flight, and reports how it went.
   * Resolves true on success, false when it failed (already reported) or was turned away.
   */
  run: <Result>(
    key: Key,
    write: () => Promise<Result>,
    options: MutationActionOptions<Result>,
  ) => Promise<boolean>;
}

export function useMutationAction<Key = string>(): MutationAction<Key> {
  const [busy, setBusy] = useState<Key | null>(null);
  // State lags a render behind; the ref turns away a second click landing in the same tick.
  const inFlight = useRef(false);

  const run = useCallback(
    async <Result>(
      key: Key,
      write: () => Promise<Result>,
      { success, failure, report = notifyError, onSuccess }: MutationActionOptions<Result>,
    ) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(key);
      try {
        let result: Result;
        try {
          result = await write();
        } catch (error) {
          report(error, failure);
          return false;
        }
        const text = typeof success === 'function' ? success(result) : success;
        if (text) notifySuccess(text);
        await onSuccess?.(result);
        return true;
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [],
  );

  return { busy, run };
}
