import {
  APP_NAME,
  ActionButton,
  GameDetails,
  EmailLayout,
  Paragraph,
  SmallPrint,
  subjectLine,
} from './layout';

export interface EventInviteProps {
  eventTitle: string;
  /** Already formatted in the viewer's time zone, e.g. "Friday, March 6, 2026 at 7:00 PM PST". */
  eventDate: string;
  eventLocation: string;
  /** Already formatted, e.g. "$20.00". */
  eventBuyIn: string;
  eventLink: string;
  inviterName: string;
}

export const subject = (props: EventInviteProps) =>
  subjectLine(`You're invited: ${props.eventTitle}`);

export const previewProps: EventInviteProps = {
  eventTitle: 'Friday Night Hold’em',
  eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
  eventLocation: "Jo's place, 12 Elm Street",
  eventBuyIn: '$20.00',
  eventLink: 'http://localhost:4000/#/event/00000000-0000-0000-0000-000000000000',
  inviterName: 'Jo',
};

export function EventInvite(props: EventInviteProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`${props.inviterName} invited you to ${props.eventTitle}`}
      heading={`You're invited to ${props.eventTitle}`}
    >
      <Paragraph>
        {props.inviterName} saved you a seat at a home game on {APP_NAME}. Shuffle up!
      </Paragraph>
      <GameDetails {...props} />
      <ActionButton href={props.eventLink}>See the game and reply</ActionButton>
      <SmallPrint>
        Sign in with this e-mail address to join or decline. Seats can be limited, so don&apos;t
        wait too long.
      </SmallPrint>
    </EmailLayout>
  );
}

EventInvite.PreviewProps = previewProps;
export default EventInvite;
