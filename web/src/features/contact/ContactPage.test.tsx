import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test-utils';
import { SEND_CONTACT_MESSAGE_MUTATION } from './documents';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

const input = {
  name: 'Sam',
  email: 'sam@example.com',
  subject: 'Seat maps',
  message: 'Could tables show a seat map?',
};

describe('contact page', () => {
  it("pre-fills the signed-in user's name and e-mail", async () => {
    renderApp('/contact', {
      user: makeUser({ email: 'sam@example.com', displayName: 'Sam Spade' }),
    });
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(field('Email')).toHaveValue('sam@example.com');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Name')).toHaveValue('Sam Spade');
  });

  it('leaves the e-mail empty for a visitor and requires every field', async () => {
    const { events } = renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(field('Email')).toHaveValue('');
    expect(field('Message')).toHaveAttribute('rows', '6');
    await events.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('sends the message, confirms it and goes back', async () => {
    const { events, router } = renderApp('/contact', {
      mocks: [
        {
          request: { query: SEND_CONTACT_MESSAGE_MUTATION, variables: { input } },
          result: { data: { sendContactMessage: true } },
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Contact Us' });
    await events.type(field('Name'), input.name);
    await events.type(field('Email'), input.email);
    await events.type(field('Subject'), input.subject);
    await events.type(field('Message'), input.message);
    await events.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('reports a failure and re-enables the form', async () => {
    const { events, router } = renderApp('/contact', {
      mocks: [
        {
          request: { query: SEND_CONTACT_MESSAGE_MUTATION, variables: { input } },
          error: new Error('Connection failed'),
        },
      ],
    });
    await screen.findByRole('heading', { name: 'Contact Us' });
    await events.type(field('Name'), input.name);
    await events.type(field('Email'), input.email);
    await events.type(field('Subject'), input.subject);
    await events.type(field('Message'), input.message);
    await events.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(field('Message')).toBeEnabled();
    expect(field('Message')).toHaveValue(input.message);
  });
});
