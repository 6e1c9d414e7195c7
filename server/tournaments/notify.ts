// Who hears about a tournament change. Clock, entries and display changes go to the tournament's
// topic only (the event page's tournament card, the display); a change that shows elsewhere too
// (the start, seats, the finish: the event page, history, leaderboards, dashboards) also goes to
// everyone the event's own changes reach.
import type { DomainContext } from '../context';
import { publishEventChange } from '../events';
import { topics } from '../realtime';

export async function publishTournamentChange(
  ctx: Pick<DomainContext, 'services'>,
  eventId: string,
  reach: 'tournament' | 'event' = 'tournament',
) {
  // The event's announcement includes the tournament's topic.
  if (reach === 'event') await publishEventChange(ctx, eventId);
  else await ctx.services.pubsub.publish(topics.tournament(eventId));
}
