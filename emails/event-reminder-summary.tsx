import { ActionButton, Details, EmailLayout, Paragraph, subjectLine } from './layout';

export interface EventReminderSummaryProps {
  eventTitle: string;
  /** Already formatted in the host's time zone. */
  eventDate: string;
  eventLocation: string;
  eventLink: string;
  /** e.g. "24 hours". */
  startsIn: string;
  /** Players, the host included. */
  seatsTaken: number;
  seats: number;
  waitlisted: number;
}

/** "7 of 9 seats taken, 2 on the waitlist": the summary's one line. */
export function seatsLine(
  props: Pick<EventReminderSummaryProps, 'seatsTaken' | 'seats' | 'waitlisted'>,
) {
  const seats = `${props.seatsTaken} of ${props.seats} seats taken`;
  return props.waitlisted > 0 ? `${seats}, ${props.waitlisted} on the waitlist` : seats;
}

export const subject = (props: EventReminderSummaryProps) =>
  subjectLine(`${props.eventTitle} starts in ${props.startsIn}: ${seatsLine(props)}`);

export const previewProps: EventReminderSummaryProps = {
  eventTitle: 'Friday Night Hold’em',
  eventDate: 'Friday, March 6, 2026 at 7:00 PM (Pacific time)',
  eventLocation: "Jo's place, 12 Elm Street",
  eventLink: 'http://localhost:4000/#/event/00000000-0000-0000-0000-000000000000',
  startsIn: '24 hours',
  seatsTaken: 7,
  seats: 9,
  waitlisted: 2,
};

export function EventReminderSummary(props: EventReminderSummaryProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={seatsLine(props)}
      heading={`Your game ${props.eventTitle} starts in ${props.startsIn}`}
    >
      <Paragraph>{seatsLine(props)}. Your players have just been sent their reminder.</Paragraph>
      <Details
        items={[
          ['When', props.eventDate],
          ['Where', props.eventLocation],
        ]}
      />
      <ActionButton href={props.eventLink}>Open the game</ActionButton>
    </EmailLayout>
  );
}

EventReminderSummary.PreviewProps = previewProps;
export default EventReminderSummary;
