// A weekly series (issue 12): the same game every N weeks, `count` times, each an ordinary event
// created through the create path (create.ts) with its invitations, all in one transaction — one
// refused date creates none. Dates keep the first's wall-clock time in the host's zone
// (core/event-editing.ts seriesStarts), and every one must be in the future.
import { recurrenceErrors, seriesStarts } from '../../core/event-editing';
import { firstError } from '../../core/field-errors';
import type { EventRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import type { CreateEventInput, RecurrenceInput } from '../graphql/generated/resolvers-types';
import { checkNewEvent, insertNewEvent } from './create';
import { publishEventChange } from './notify';

export async function createEventSeries(
  ctx: DomainContext,
  input: CreateEventInput,
  recurrence: RecurrenceInput,
): Promise<EventRow[]> {
  const host = ctx.requireMember();
  // The event's own fields first, as createEvent reports them, then how it repeats.
  checkNewEvent(host, input, { futureOnly: true });
  const problem = firstError(recurrenceErrors(recurrence));
  if (problem) throw badInput(problem);
  const plans = seriesStarts(input.startsAt, recurrence, host.timezone).map((startsAt) =>
    checkNewEvent(host, { ...input, startsAt }, { futureOnly: true }),
  );
  const created = await ctx.db.transaction(async (tx) => {
    const events: EventRow[] = [];
    for (const plan of plans) events.push(await insertNewEvent(ctx, tx, host, plan));
    return events;
  });
  ctx.services.mail.wake();
  for (const event of created) await publishEventChange(ctx, event.id);
  return created;
}
