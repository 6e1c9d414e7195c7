import { APP_NAME, ActionButton, EmailLayout, Paragraph, SmallPrint, subjectLine } from './layout';

export interface GuestClaimProps {
  /** The name the guest played under. */
  guestName: string;
  /** Who sent the link (display name, else "A poker player"). */
  inviterName: string;
  /** The claim page with the link's code. */
  claimLink: string;
}

export const subject = (props: GuestClaimProps) =>
  subjectLine(`${props.inviterName} saved your games as ${props.guestName} on ${APP_NAME}`);

export const previewProps: GuestClaimProps = {
  guestName: 'Dave',
  inviterName: 'Jo',
  claimLink: 'http://localhost:4000/#/claim-guest?code=abc',
};

export function GuestClaim(props: GuestClaimProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`Take over the games you played as ${props.guestName}`}
      heading="Your games are waiting"
    >
      <Paragraph>
        {props.inviterName} added you to their games on {APP_NAME} as the guest{' '}
        <strong>{props.guestName}</strong>. Take those games over and your results, winnings and
        balances become part of your own account.
      </Paragraph>
      <ActionButton href={props.claimLink}>Take over my games</ActionButton>
      <SmallPrint>
        Sign in (or create an account) with this e-mail address to accept. The link works for 14
        days. If you were not at these games, ignore this mail.
      </SmallPrint>
    </EmailLayout>
  );
}

GuestClaim.PreviewProps = previewProps;
export default GuestClaim;
