import { APP_NAME, ActionButton, GameDetails, EmailLayout, Paragraph, subjectLine } from './layout';

/** "You're in": a place freed up and the waitlist's first in line now plays. */
export interface WaitlistPromotedProps {
  eventTitle: string;
  /** Already formatted in the host's time zone, e.g. "Friday, March 6, 2026 at 7:00 PM PST". */
  eventDate: string;
  eventLocation: string;
  /** Already formatted, e.g. "$20.00". */
  eventBuyIn: string;
  eventLink: string;
}

export const subject = (props: WaitlistPromotedProps) =>
  subjectLine(`You're in: ${props.eventTitle}`);

export const previewProps: WaitlistPromotedProps = {
  eventTitle: 'Friday Night Hold’em',
  eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
  eventLocation: "Jo's place, 12 Elm Street",
  eventBuyIn: '$20.00',
  eventLink: 'http://localhost:4000/#/event/00000000-0000-0000-0000-000000000000',
};

export function WaitlistPromoted(props: WaitlistPromotedProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`A place opened up at ${props.eventTitle}: it's yours`}
      heading={`You're in: ${props.eventTitle}`}
    >
      <Paragraph>
        A place opened up and you were next on the waitlist, so you now play in this game on{' '}
        {APP_NAME}. If you can no longer make it, leave the event so the next person gets your
        place.
      </Paragraph>
      <GameDetails {...props} />
      <ActionButton href={props.eventLink}>See the game</ActionButton>
    </EmailLayout>
  );
}

WaitlistPromoted.PreviewProps = previewProps;
export default WaitlistPromoted;
