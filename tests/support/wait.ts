// Waiting in tests without fixed sleeps: poll a condition until it holds or a deadline passes.

/** Resolves once `check` holds; throws naming `what` when `timeoutMs` passes first. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, what = 'the condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
