// What a reminder and the host's summary say, each in its recipient's time zone.
import { formatEventDateWithZone, formatMoney } from '../../core/format';
import { personName } from '../../core/people';
import { spokenDuration } from '../../core/durations';
import type { EventRow } from '../../db/schema';
import type { OutboxMessage } from '../mail';
import { appLink, type Services } from '../services';

interface Person {
  email: string;
  displayName: string;
  timezone: string;
}

function aboutEvent(services: Services, event: EventRow, to: Person, now: Date) {
  return {
    eventTitle: event.title,
    eventDate: formatEventDateWithZone(event.startsAt, to.timezone),
    eventLocation: event.location,
    eventLink: appLink(services, `/event/${event.id}`),
    startsIn: spokenDuration(event.startsAt.getTime() - now.getTime()),
  };
}

export function reminderMail(
  services: Services,
  event: EventRow,
  host: Person,
  player: Person,
  now: Date,
): OutboxMessage<'eventReminder'> {
  return {
    template: 'eventReminder',
    to: player.email,
    replyTo: host.email,
    props: {
      ...aboutEvent(services, event, player, now),
      eventBuyIn: formatMoney(event.buyInCents),
      hostName: personName(host),
    },
  };
}

export function reminderSummaryMail(
  services: Services,
  event: EventRow,
  host: Person,
  figures: { seatsTaken: number; waitlisted: number },
  now: Date,
): OutboxMessage<'eventReminderSummary'> {
  return {
    template: 'eventReminderSummary',
    to: host.email,
    props: { ...aboutEvent(services, event, host, now), ...figures, seats: event.maxPlayers },
  };
}
