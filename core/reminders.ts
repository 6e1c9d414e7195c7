// Event reminders: how far ahead they go out (server/reminders sweeps by these; the "Reminders"
// note in docs/architecture.md says why the host's summary may wait). How long is left, as a
// reminder says it, is core/durations.ts's.

/** Reminders go out this many hours before the start unless the host picks otherwise. */
export const DEFAULT_REMINDER_HOURS = 24;
/** The most a host may pick (a week); 0 turns reminders off. The database checks the same range. */
export const MAX_REMINDER_HOURS = 168;

/**
 * An event created inside its own reminder window (a game tonight, reminders 24 hours ahead)
 * has its host's summary wait this long after creation — or half the time left, if the game is
 * sooner — so it counts the players who join in the first minutes instead of the host alone.
 */
export const SUMMARY_GRACE_MINUTES = 15;
