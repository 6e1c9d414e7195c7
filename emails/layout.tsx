// The frame every Poker Night e-mail shares: brand band, white card, a call-to-action button and
// a quiet footer. Styles are inline because many mail clients drop <style> blocks.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

export const APP_NAME = 'Poker Night';

const felt = '#1b5e3b';
const ink = '#1f2933';
const muted = '#6b7280';

const body: CSSProperties = {
  backgroundColor: '#f3f4f1',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const container: CSSProperties = { maxWidth: '560px', margin: '0 auto' };
const band: CSSProperties = {
  backgroundColor: felt,
  borderRadius: '12px 12px 0 0',
  padding: '16px 32px',
};
const brand: CSSProperties = {
  color: '#ffffff',
  fontSize: '20px',
  fontWeight: 700,
  letterSpacing: '0.5px',
  margin: 0,
};
const card: CSSProperties = {
  backgroundColor: '#ffffff',
  borderRadius: '0 0 12px 12px',
  padding: '8px 32px 24px',
};
const h1: CSSProperties = {
  color: ink,
  fontSize: '22px',
  lineHeight: '30px',
  margin: '20px 0 8px',
};
export const paragraph: CSSProperties = {
  color: ink,
  fontSize: '16px',
  lineHeight: '26px',
  margin: '12px 0',
};
const details: CSSProperties = {
  backgroundColor: '#f6f8f6',
  borderLeft: `4px solid ${felt}`,
  borderRadius: '6px',
  margin: '16px 0',
  padding: '4px 16px',
};
const detailLine: CSSProperties = { ...paragraph, margin: '8px 0' };
const button: CSSProperties = {
  backgroundColor: felt,
  borderRadius: '8px',
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 600,
  padding: '12px 24px',
  textDecoration: 'none',
};
const small: CSSProperties = {
  color: muted,
  fontSize: '13px',
  lineHeight: '20px',
  margin: '8px 0',
};
const footer: CSSProperties = { ...small, padding: '0 32px', textAlign: 'center' };

export function EmailLayout(props: {
  /** The document's <title> (the mail's subject): what a browser tab or a screen reader names it. */
  title: string;
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head>
        <title>{props.title}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={band}>
            <Text style={brand}>♠ {APP_NAME}</Text>
          </Section>
          <Section style={card}>
            <Heading as="h1" style={h1}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          <Text style={footer}>
            Sent by {APP_NAME}, the organiser for home poker games. If you weren&apos;t expecting
            this e-mail, you can safely ignore it.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

export function SmallPrint({ children }: { children: ReactNode }) {
  return <Text style={small}>{children}</Text>;
}

/** Label/value lines (when, where, buy-in) that read as well in plain text as in HTML. */
export function Details({
  items,
}: {
  items: ReadonlyArray<readonly [label: string, value: string]>;
}) {
  return (
    <Section style={details}>
      {items.map(([label, value]) => (
        <Text key={label} style={detailLine}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}

/** When, where and the buy-in of a game: the block every mail about one game shows. */
export function GameDetails(props: {
  eventDate: string;
  eventLocation: string;
  eventBuyIn: string;
}) {
  return (
    <Details
      items={[
        ['When', props.eventDate],
        ['Where', props.eventLocation],
        ['Buy-in', props.eventBuyIn],
      ]}
    />
  );
}

/**
 * The call to action. The plain-text part shows the button as "label url"; the copy-paste hint
 * below it only helps in HTML, where a button hides its address, so it is left out of the text.
 */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0 8px' }}>
      <Button href={href} style={button}>
        {children}
      </Button>
      <Text style={small} data-skip-in-text="true">
        If the button doesn&apos;t work, paste this link into your browser:{' '}
        <Link href={href} style={{ color: felt, wordBreak: 'break-all' }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** Subjects are one header line: user text must not break it or run on forever. */
export function subjectLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 150 ? `${line.slice(0, 149)}…` : line;
}
