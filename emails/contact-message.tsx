import { Section, Text } from '@react-email/components';
import {
  APP_NAME,
  ActionButton,
  Details,
  EmailLayout,
  Paragraph,
  paragraph,
  subjectLine,
} from './layout';

export interface ContactMessageProps {
  fromName: string;
  fromEmail: string;
  subject: string;
  message: string;
}

export const subject = (props: ContactMessageProps) =>
  subjectLine(`Contact form: ${props.subject}`);

export const previewProps: ContactMessageProps = {
  fromName: 'Sam Player',
  fromEmail: 'sam@example.com',
  subject: 'Timer idea',
  message: 'Love the app!\nCould the blind timer beep a minute before the level ends?',
};

const quote = {
  borderLeft: '4px solid #d1d5db',
  margin: '16px 0',
  padding: '0 16px',
};

export function ContactMessage(props: ContactMessageProps) {
  // Line breaks as <br>, since several mail clients ignore white-space: pre-wrap.
  const lines = props.message.split(/\r?\n/);
  return (
    <EmailLayout
      title={subject(props)}
      preview={`${props.fromName}: ${props.subject}`}
      heading="New contact form message"
    >
      <Paragraph>Someone wrote to {APP_NAME} support through the contact form.</Paragraph>
      <Details
        items={[
          ['From', `${props.fromName} <${props.fromEmail}>`],
          ['Subject', props.subject],
        ]}
      />
      <Section style={quote}>
        <Text style={paragraph}>
          {lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </Text>
      </Section>
      <ActionButton href={`mailto:${encodeURI(props.fromEmail)}`}>
        Reply to {props.fromName}
      </ActionButton>
    </EmailLayout>
  );
}

ContactMessage.PreviewProps = previewProps;
export default ContactMessage;
