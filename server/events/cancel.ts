// Cancelling an upcoming event: everyone playing (but the host) and every invited address is
// e-mailed, then the event is deleted.
import { personName } from '../../core/people';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { enqueueEmails } from '../mail';
import { requireManagerAction } from './access';
import { eventCancelledMails } from './emails';
import { audienceOf } from './notify';
import * as store from './store';

export async function cancelEvent(ctx: DomainContext, eventId: string): Promise<void> {
  const host = ctx.requireMember();
  const audience = await audienceOf(ctx.db, eventId);
  await ctx.db.transaction(async (tx) => {
    const event = await store.lockEvent(tx, eventId);
    // A started event is history: cancelling would mail "cancelled" about a game that was
    // played, and erase its winners and everyone's stats.
    await requireManagerAction(tx, event, host, 'cancel');
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
