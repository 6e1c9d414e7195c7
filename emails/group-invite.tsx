import { APP_NAME, ActionButton, EmailLayout, Paragraph, SmallPrint, subjectLine } from './layout';

export interface GroupInviteProps {
  groupName: string;
  /** Display name, else e-mail, else "A poker player" (chosen by the caller). */
  inviterName: string;
  /** The site's groups page, where the invitation can be accepted. */
  groupLink: string;
}

export const subject = (props: GroupInviteProps) =>
  subjectLine(`${props.inviterName} invited you to ${props.groupName} on ${APP_NAME}`);

export const previewProps: GroupInviteProps = {
  groupName: 'Thursday Regulars',
  inviterName: 'Jo',
  groupLink: 'http://localhost:4000/#/groups',
};

export function GroupInvite(props: GroupInviteProps) {
  return (
    <EmailLayout
      title={subject(props)}
      preview={`Join ${props.groupName} on ${APP_NAME}`}
      heading={`Join ${props.groupName}`}
    >
      <Paragraph>
        {props.inviterName} invited you to the group <strong>{props.groupName}</strong> on{' '}
        {APP_NAME}. Members see the group&apos;s games, leaderboard and stats in one place.
      </Paragraph>
      <ActionButton href={props.groupLink}>View the invitation</ActionButton>
      <SmallPrint>
        Sign in (or create an account) with this e-mail address to accept or decline.
      </SmallPrint>
    </EmailLayout>
  );
}

GroupInvite.PreviewProps = previewProps;
export default GroupInvite;
