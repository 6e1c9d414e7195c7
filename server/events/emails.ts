// The mails the events domain sends, built from an event and its host: the writes decide who
// gets one, this decides what it says (emails/ renders it).
import { formatEventDateWithZone, formatMoney } from '../../core/format';
import type { NoticeableChange } from '../../core/event-editing';
import { personName } from '../../core/people';
import type { EventRow, UserRow } from '../../db/schema';
import { mailEach, type OutboxMessage } from '../mail';
import { appLink, type Services } from '../services';

/** What every event mail says about the event: its title, date in the host's zone and place. */
function aboutEvent(event: EventRow, host: UserRow) {
  return {
    eventTitle: event.title,
    eventDate: formatEventDateWithZone(event.startsAt, host.timezone),
    eventLocation: event.location,
  };
}

export function eventInviteMails(
  services: Services,
  event: EventRow,
  host: UserRow,
  to: readonly string[],
): OutboxMessage<'eventInvite'>[] {
  const props = {
    ...aboutEvent(event, host),
    eventBuyIn: formatMoney(event.buyInCents),
    eventLink: appLink(services, `/event/${event.id}`),
    inviterName: personName(host),
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
    ...aboutEvent(event, host),
    dashboardLink: appLink(services, '/dashboard'),
  };
  return mailEach('eventCancelled', to, host.email, props);
}

/**
 * "New date / location" after an edit: one mail per recipient, dates in that recipient's own zone
 * (an invited address with no account reads the host's), each change as before and now.
 */
export function eventUpdatedMails(
  services: Services,
  event: EventRow,
  host: UserRow,
  change: NoticeableChange,
  to: readonly { email: string; timeZone: string }[],
): OutboxMessage<'eventUpdated'>[] {
  return to.map(({ email, timeZone }) => {
    const changes = [
      ...(change.startsAt
        ? [
            {
              what: 'When' as const,
              before: formatEventDateWithZone(change.startsAt.before, timeZone),
              after: formatEventDateWithZone(change.startsAt.after, timeZone),
            },
          ]
        : []),
      ...(change.location ? [{ what: 'Where' as const, ...change.location }] : []),
    ];
    const props = {
      eventTitle: event.title,
      hostName: personName(host),
      changes,
      eventLink: appLink(services, `/event/${event.id}`),
    };
    return {
      template: 'eventUpdated',
      to: email,
      ...(host.email ? { replyTo: host.email } : {}),
      props,
    };
  });
}

export function waitlistPromotedMails(
  services: Services,
  event: EventRow,
  host: UserRow,
  to: readonly string[],
): OutboxMessage<'waitlistPromoted'>[] {
  const props = {
    ...aboutEvent(event, host),
    eventBuyIn: formatMoney(event.buyInCents),
    eventLink: appLink(services, `/event/${event.id}`),
  };
  return mailEach('waitlistPromoted', to, host.email, props);
}
