import { describe, expect, it } from 'vitest';
import { emailTemplates, renderEmail, type EmailProps, type EmailTemplateName } from './index';

const evil = '<script>alert(1)</script>';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };
/** Every <title> of a page, its text as a browser reads it. */
const titlesOf = (html: string) =>
  [...html.matchAll(/<title>(.*?)<\/title>/gs)].map(([, title]) =>
    title!.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name]!),
  );
const escaped = '&lt;script&gt;alert(1)&lt;/script&gt;';

interface Case<K extends EmailTemplateName> {
  props: EmailProps[K];
  subject: string;
  link: string;
}

const cases: { [K in EmailTemplateName]: Case<K> } = {
  verifyEmail: {
    props: { displayName: evil, verifyUrl: 'https://poker.test/#/verify-email?oobCode=abc123' },
    subject: 'Verify your Poker Night email',
    link: 'https://poker.test/#/verify-email?oobCode=abc123',
  },
  passwordReset: {
    props: { resetUrl: 'https://poker.test/#/reset-password?oobCode=r3s3t' },
    subject: 'Reset your Poker Night password',
    link: 'https://poker.test/#/reset-password?oobCode=r3s3t',
  },
  contactMessage: {
    props: {
      fromName: evil,
      fromEmail: 'sam@example.com',
      subject: 'Hello',
      message: `first line\n${evil}`,
    },
    subject: 'Contact form: Hello',
    link: 'mailto:sam@example.com',
  },
  eventInvite: {
    props: {
      eventTitle: evil,
      eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
      eventLocation: evil,
      eventBuyIn: '$20.00',
      eventLink: 'https://poker.test/#/event/e1',
      inviterName: evil,
    },
    subject: `You're invited: ${evil}`,
    link: 'https://poker.test/#/event/e1',
  },
  eventCancelled: {
    props: {
      eventTitle: evil,
      eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
      eventLocation: evil,
      dashboardLink: 'https://poker.test/#/dashboard',
    },
    subject: `Cancelled: ${evil}`,
    link: 'https://poker.test/#/dashboard',
  },
  eventUpdated: {
    props: {
      eventTitle: evil,
      hostName: 'Jo',
      changes: [
        { what: 'When', before: 'Friday, March 6', after: 'Saturday, March 7' },
        { what: 'Where', before: evil, after: '4 Oak Road' },
      ],
      eventLink: 'https://poker.test/#/event/e1',
    },
    subject: `New date and location: ${evil}`,
    link: 'https://poker.test/#/event/e1',
  },
  eventReminder: {
    props: {
      eventTitle: evil,
      eventDate: 'Friday, March 6, 2026 at 7:00 PM (Pacific time)',
      eventLocation: evil,
      eventBuyIn: '$20.00',
      eventLink: 'https://poker.test/#/event/e1',
      hostName: evil,
      startsIn: '24 hours',
    },
    subject: `Reminder: ${evil} starts in 24 hours`,
    link: 'https://poker.test/#/event/e1',
  },
  eventReminderSummary: {
    props: {
      eventTitle: evil,
      eventDate: 'Friday, March 6, 2026 at 7:00 PM (Pacific time)',
      eventLocation: evil,
      eventLink: 'https://poker.test/#/event/e1',
      startsIn: '2 hours',
      seatsTaken: 7,
      seats: 9,
      waitlisted: 2,
    },
    subject: `${evil} starts in 2 hours: 7 of 9 seats taken, 2 on the waitlist`,
    link: 'https://poker.test/#/event/e1',
  },
  groupInvite: {
    props: { groupName: evil, inviterName: 'Jo', groupLink: 'https://poker.test/#/groups' },
    subject: `Jo invited you to ${evil} on Poker Night`,
    link: 'https://poker.test/#/groups',
  },
  guestClaim: {
    props: {
      guestName: evil,
      inviterName: 'Jo',
      claimLink: 'https://poker.test/#/claim-guest?code=c1',
    },
    subject: `Jo saved your games as ${evil} on Poker Night`,
    link: 'https://poker.test/#/claim-guest?code=c1',
  },
  waitlistPromoted: {
    props: {
      eventTitle: evil,
      eventDate: 'Friday, March 6, 2026 at 7:00 PM PST',
      eventLocation: evil,
      eventBuyIn: '$20.00',
      eventLink: 'https://poker.test/#/event/e1',
    },
    subject: `You're in: ${evil}`,
    link: 'https://poker.test/#/event/e1',
  },
};

describe('renderEmail', () => {
  it.each(Object.keys(cases) as EmailTemplateName[])(
    '%s: subject, link, escaped user text',
    async (name) => {
      const { props, subject, link } = cases[name];
      const email = await renderEmail(name, props as never);

      expect(email.subject).toBe(subject);
      // The subject is the document's title too (a browser tab, a screen reader), said once.
      expect(titlesOf(email.html)).toEqual([subject]);
      expect(email.text).toMatch(/^♠ Poker Night\n/); // the head stays out of the text part
      expect(email.html).toContain(`href="${link}"`);
      expect(email.text).toContain(link.replace(/^mailto:/, ''));
      expect(email.html).toContain('Poker Night');
      if (name !== 'passwordReset') {
        expect(email.html).toContain(escaped);
        expect(email.html).not.toContain(evil);
        // The text part is plain text, so the user's characters come through literally, not as markup.
        expect(email.text).toContain(evil);
      }
    },
  );

  it('renders every preview', async () => {
    for (const name of Object.keys(emailTemplates) as EmailTemplateName[]) {
      const email = await renderEmail(name, emailTemplates[name].previewProps as never);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text.length).toBeGreaterThan(50);
    }
  });

  it('keeps a subject on one line', async () => {
    const email = await renderEmail('contactMessage', {
      fromName: 'Sam',
      fromEmail: 'sam@example.com',
      subject: 'two\r\nBcc: victim@example.com',
      message: 'hi',
    });
    expect(email.subject).toBe('Contact form: two Bcc: victim@example.com');
  });

  it('says what changed, the old and the new value, and names only that in the subject', async () => {
    const email = await renderEmail('eventUpdated', {
      eventTitle: 'Game',
      hostName: 'Jo',
      changes: [{ what: 'Where', before: '12 Elm Street', after: '4 Oak Road' }],
      eventLink: 'https://poker.test/#/event/e1',
    });
    expect(email.subject).toBe('New location: Game');
    expect(email.text).toContain('Jo changed the location of this game');
    expect(email.text).toContain('Where (before): 12 Elm Street');
    expect(email.text).toContain('Where (now): 4 Oak Road');
  });

  it("says the host summary's figures, and no waitlist when nobody waits", async () => {
    const email = await renderEmail('eventReminderSummary', {
      ...emailTemplates.eventReminderSummary.previewProps,
      seatsTaken: 3,
      seats: 8,
      waitlisted: 0,
    });
    expect(email.text).toContain('3 of 8 seats taken.');
    expect(email.text).not.toContain('waitlist');
  });

  it('leaves out the cancelled-event button when there is no link', async () => {
    const email = await renderEmail('eventCancelled', {
      eventTitle: 'Game',
      eventDate: 'Friday',
      eventLocation: 'Home',
    });
    expect(email.html).not.toContain('<a ');
  });
});
