// The mails the events domain sends, built from an event and its host: the writes decide who
// gets one, this decides what it says (emails/ renders it).
import { formatEventDateWithZone, formatMoney } from '../../core/format';
import type { EventRow, UserRow } from '../../db/schema';
import { mailEach, type OutboxMessage } from '../mail/store/outbox';
import { appLink, type Services } from '../services';

export function eventInviteMails(
  services: Services,
  event: EventRow,
  host: UserRow,
  to: readonly string[],
): OutboxMessage<'eventInvite'>[] {
  const props = {
    eventTitle: event.title,
    eventDate: formatEventDateWithZone(event.startsAt, host.timezone),
    eventLocation: event.location,
    eventBuyIn: formatMoney(event.buyInCents),
    eventLink: appLink(services, `/event/${event.id}`),
    inviterName: host.displayName || host.email,
  };
  return mailEach('eventInvite', to, host.email, props);
}

export function eventCancelledMails(
  services: Services,
  event: EventRow,
  host: UserRow,
  to: readonly string[],
): OutboxMessage<'eventCancelled'>[] {
  const props = {
    eventTitle: event.title,
    eventDate: formatEventDateWithZone(event.startsAt, host.timezone),
    eventLocation: event.location,
    dashboardLink: appLink(services, '/dashboard'),
  };
  return mailEach('eventCancelled', to, host.email, props);
}
