import { APP_NAME, ActionButton, Details, EmailLayout, Paragraph, subjectLine } from './layout';

export interface EventCancelledProps {
  eventTitle: string;
  /** Already formatted in the viewer's time zone. */
  eventDate: string;
  eventLocation: string;
  /** Where to find other games (the dashboard); the cancelled event itself no longer exists. */
  dashboardLink?: string;
}

export const subject = (props: EventCancelledProps) =>
  subjectLine(`Cancelled: ${props.eventTitle}`);

export const previewProps: EventCancelledProps = {
  eventTitle: 'Friday Night Hold’em',
  eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
  eventLocation: "Jo's place, 12 Elm Street",
  dashboardLink: 'http://localhost:4000/#/dashboard',
};

export function EventCancelled(props: EventCancelledProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`${props.eventTitle} on ${props.eventDate} is off`}
      heading={`${props.eventTitle} is cancelled`}
    >
      <Paragraph>
        The host has cancelled this game, so there is nothing you need to do. Keep your chips warm
        for the next one!
      </Paragraph>
      <Details
        items={[
          ['When', props.eventDate],
          ['Where', props.eventLocation],
        ]}
      />
      {props.dashboardLink && (
        <ActionButton href={props.dashboardLink}>Find another game on {APP_NAME}</ActionButton>
      )}
    </EmailLayout>
  );
}

EventCancelled.PreviewProps = previewProps;
export default EventCancelled;
