import { APP_NAME, ActionButton, EmailLayout, Paragraph, SmallPrint } from './layout';

export interface PasswordResetProps {
  resetUrl: string;
}

export const subject = (_props: PasswordResetProps) => `Reset your ${APP_NAME} password`;

export const previewProps: PasswordResetProps = {
  resetUrl: 'http://localhost:4000/#/reset-password?oobCode=preview-code',
};

export function PasswordReset(props: PasswordResetProps) {
  const { resetUrl } = props;
  return (
    <EmailLayout
      title={subject(props)}
      preview={`Choose a new password for ${APP_NAME}`}
      heading="Reset your password"
    >
      <Paragraph>
        Someone (hopefully you) asked to reset the password of your {APP_NAME} account. Use the
        button below to choose a new one.
      </Paragraph>
      <ActionButton href={resetUrl}>Choose a new password</ActionButton>
      <Paragraph>
        A new password signs you out on every device, revokes your API access tokens and gives your
        calendar feed a new address (paste it again where you subscribed), in case someone else knew
        the old one.
      </Paragraph>
      <SmallPrint>
        If you didn&apos;t ask for this, ignore this e-mail: your password stays as it is.
      </SmallPrint>
    </EmailLayout>
  );
}

PasswordReset.PreviewProps = previewProps;
export default PasswordReset;
