// Every e-mail the app sends, by the name stored in email_outbox.template, and the one function
// that turns a name and its props into what a transport sends.
import { render, toPlainText } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import * as contactMessage from './contact-message';
import * as eventCancelled from './event-cancelled';
import * as eventInvite from './event-invite';
import * as eventUpdated from './event-updated';
import * as eventReminder from './event-reminder';
import * as eventReminderSummary from './event-reminder-summary';
import * as groupInvite from './group-invite';
import * as guestClaim from './guest-claim';
import * as passwordReset from './password-reset';
import * as verifyEmail from './verify-email';
import * as waitlistPromoted from './waitlist-promoted';

export interface EmailProps {
  verifyEmail: verifyEmail.VerifyEmailProps;
  passwordReset: passwordReset.PasswordResetProps;
  contactMessage: contactMessage.ContactMessageProps;
  eventInvite: eventInvite.EventInviteProps;
  eventCancelled: eventCancelled.EventCancelledProps;
  eventUpdated: eventUpdated.EventUpdatedProps;
  eventReminder: eventReminder.EventReminderProps;
  eventReminderSummary: eventReminderSummary.EventReminderSummaryProps;
  groupInvite: groupInvite.GroupInviteProps;
  guestClaim: guestClaim.GuestClaimProps;
  waitlistPromoted: waitlistPromoted.WaitlistPromotedProps;
}

export type EmailTemplateName = keyof EmailProps;

export interface EmailTemplate<P> {
  component: (props: P) => ReactElement;
  subject: (props: P) => string;
  previewProps: P;
}

export const emailTemplates: { [K in EmailTemplateName]: EmailTemplate<EmailProps[K]> } = {
  verifyEmail: { ...verifyEmail, component: verifyEmail.VerifyEmail },
  passwordReset: { ...passwordReset, component: passwordReset.PasswordReset },
  contactMessage: { ...contactMessage, component: contactMessage.ContactMessage },
  eventInvite: { ...eventInvite, component: eventInvite.EventInvite },
  eventCancelled: { ...eventCancelled, component: eventCancelled.EventCancelled },
  eventUpdated: { ...eventUpdated, component: eventUpdated.EventUpdated },
  eventReminder: { ...eventReminder, component: eventReminder.EventReminder },
  eventReminderSummary: {
    ...eventReminderSummary,
    component: eventReminderSummary.EventReminderSummary,
  },
  groupInvite: { ...groupInvite, component: groupInvite.GroupInvite },
  guestClaim: { ...guestClaim, component: guestClaim.GuestClaim },
  waitlistPromoted: { ...waitlistPromoted, component: waitlistPromoted.WaitlistPromoted },
};

export function isEmailTemplateName(name: string): name is EmailTemplateName {
  return Object.hasOwn(emailTemplates, name);
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

// Headings keep their case: an upper-cased title reads as shouting in the plain-text part.
const textOptions = { selectors: [{ selector: 'h1', options: { uppercase: false } }] };

/** Renders once and derives the plain-text part from that HTML, so the two never disagree. */
export async function renderEmail<K extends EmailTemplateName>(
  name: K,
  props: EmailProps[K],
): Promise<RenderedEmail> {
  // The mapped registry loses the link between K and its entry; this restores it.
  const template = emailTemplates[name] as EmailTemplate<EmailProps[K]>;
  const html = await render(createElement(template.component, props));
  return { subject: template.subject(props), html, text: toPlainText(html, textOptions) };
}
