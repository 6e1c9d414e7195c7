import { APP_NAME, ActionButton, EmailLayout, Paragraph, SmallPrint } from './layout';

export interface VerifyEmailProps {
  displayName?: string;
  verifyUrl: string;
}

export const subject = (_props: VerifyEmailProps) => `Verify your ${APP_NAME} email`;

export const previewProps: VerifyEmailProps = {
  displayName: 'Alex',
  verifyUrl: 'http://localhost:4000/#/verify-email?oobCode=preview-code',
};

export function VerifyEmail(props: VerifyEmailProps) {
  const { displayName, verifyUrl } = props;
  return (
    <EmailLayout
      title={subject(props)}
      preview={`Confirm your address to start playing on ${APP_NAME}`}
      heading="Confirm your e-mail"
    >
      <Paragraph>Hi {displayName?.trim() || 'there'},</Paragraph>
      <Paragraph>
        Welcome to {APP_NAME}! Confirm that this is your address so you can join games, receive
        invitations and reset your password if you ever need to.
      </Paragraph>
      <ActionButton href={verifyUrl}>Verify my e-mail</ActionButton>
      <SmallPrint>
        If you didn&apos;t create a {APP_NAME} account, you can ignore this e-mail.
      </SmallPrint>
    </EmailLayout>
  );
}

VerifyEmail.PreviewProps = previewProps;
export default VerifyEmail;
