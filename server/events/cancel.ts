// Cancelling an upcoming event: everyone playing (but the host) and every invited address is
// e-mailed, then the event is deleted.
import { isOpen } from '../../core/lifecycle';
import { personName } from '../../core/people';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import { enqueueEmails } from '../mail';
import { requireManager } from './access';
import { eventCancelledMails } from './emails';
import { stateOf } from './lifecycle';
import { eventMessages } from './messages';
import { audienceOf } from './notify';
import * as store from './store';

export async function cancelEvent(ctx: DomainContext, eventId: string): Promise<void> {
  const host = ctx.requireMember();
  const audience = await audienceOf(ctx.db, eventId);
  await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    await requireManager(tx, event, host);
    // A started event is history: cancelling would mail "cancelled" about a game that was
    // played, and erase its winners and everyone's stats.
    if (!isOpen(stateOf(event))) throw badInput(eventMessages.closed);
    const players = await store.playerEmailsOf(tx, eventId, host.id);
    const invited = await store.invitedEmailsOf(tx, eventId);
    const recipients = [...new Set([...players, ...invited])];
    if (recipients.length > 0) {
      await enqueueEmails(tx, eventCancelledMails(ctx.services, event, host, recipients));
    }
    if (event.groupId) {
      await recordActivity(tx, {
        groupId: event.groupId,
        actorId: host.id,
        summary: `${personName(host)} cancelled ${event.title}`,
      });
    }
    await store.deleteEvent(tx, eventId);
  });
  ctx.services.mail.wake();
  await ctx.services.pubsub.publish(...audience);
}
