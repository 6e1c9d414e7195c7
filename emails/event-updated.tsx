import { ActionButton, Details, EmailLayout, Paragraph, SmallPrint, subjectLine } from './layout';

/** One thing the host changed, already formatted for the recipient (dates in their zone). */
export interface EventChangeLine {
  /** "When" for the date and time, "Where" for the location. */
  what: 'When' | 'Where';
  before: string;
  after: string;
}

export interface EventUpdatedProps {
  /** The title as it is now (an edit may have changed it too). */
  eventTitle: string;
  hostName: string;
  /** The date, the location or both, in that order. */
  changes: EventChangeLine[];
  eventLink: string;
}

const changedText = (changes: readonly EventChangeLine[]) =>
  changes.length === 2 ? 'date and location' : changes[0]?.what === 'Where' ? 'location' : 'date';

export const subject = (props: EventUpdatedProps) =>
  subjectLine(`New ${changedText(props.changes)}: ${props.eventTitle}`);

export const previewProps: EventUpdatedProps = {
  eventTitle: 'Friday Night Hold’em',
  hostName: 'Jo',
  changes: [
    {
      what: 'When',
      before: 'Friday, March 6, 2026 at 7:00 PM (Pacific time)',
      after: 'Saturday, March 7, 2026 at 8:00 PM (Pacific time)',
    },
    { what: 'Where', before: "Jo's place, 12 Elm Street", after: "Sam's garage, 4 Oak Road" },
  ],
  eventLink: 'http://localhost:4000/#/event/00000000-0000-0000-0000-000000000000',
};

export function EventUpdated(props: EventUpdatedProps) {
  const what = changedText(props.changes);
  return (
    <EmailLayout
      title={subject(props)}
      preview={`${props.hostName} changed the ${what} of ${props.eventTitle}`}
      heading={`${props.eventTitle}: new ${what}`}
    >
      <Paragraph>
        {props.hostName} changed the {what} of this game. Here is what is different:
      </Paragraph>
      {props.changes.map((change) => (
        <Details
          key={change.what}
          items={[
            [`${change.what} (before)`, change.before],
            [`${change.what} (now)`, change.after],
          ]}
        />
      ))}
      <ActionButton href={props.eventLink}>See the game</ActionButton>
      <SmallPrint>
        Nothing else changed. If you can no longer make it, open the game to leave it, so someone
        else can take your seat.
      </SmallPrint>
    </EmailLayout>
  );
}

EventUpdated.PreviewProps = previewProps;
export default EventUpdated;
