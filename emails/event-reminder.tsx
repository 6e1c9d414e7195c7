import { ActionButton, GameDetails, EmailLayout, Paragraph, subjectLine } from './layout';

export interface EventReminderProps {
  eventTitle: string;
  /** Already formatted in the recipient's time zone. */
  eventDate: string;
  eventLocation: string;
  /** Already formatted, e.g. "$20.00". */
  eventBuyIn: string;
  eventLink: string;
  hostName: string;
  /** How long before the start the host asked for reminders, e.g. "24 hours". */
  startsIn: string;
}

export const subject = (props: EventReminderProps) =>
  subjectLine(`Reminder: ${props.eventTitle} starts in ${props.startsIn}`);

export const previewProps: EventReminderProps = {
  eventTitle: 'Friday Night Hold’em',
  eventDate: 'Friday, March 6, 2026 at 7:00 PM (Pacific time)',
  eventLocation: "Jo's place, 12 Elm Street",
  eventBuyIn: '$20.00',
  eventLink: 'http://localhost:4000/#/event/00000000-0000-0000-0000-000000000000',
  hostName: 'Jo',
  startsIn: '24 hours',
};

export function EventReminder(props: EventReminderProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`${props.eventTitle}: ${props.eventDate}`}
      heading={`${props.eventTitle} starts in ${props.startsIn}`}
    >
      <Paragraph>
        You have a seat at {props.hostName}&apos;s game. Bring your buy-in and your best poker face.
        Can&apos;t make it after all? Leave the game on its page, so someone else can take your
        seat.
      </Paragraph>
      <GameDetails {...props} />
      <ActionButton href={props.eventLink}>Open the game</ActionButton>
    </EmailLayout>
  );
}

EventReminder.PreviewProps = previewProps;
export default EventReminder;
