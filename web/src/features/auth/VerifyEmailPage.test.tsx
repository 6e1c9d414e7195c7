import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../test-utils';
import { VERIFY_EMAIL_MUTATION } from './documents';

describe('verify e-mail page', () => {
  it('treats a link without oobCode as invalid', async () => {
    renderApp('/verify-email');
    expect(await screen.findByText('Invalid verification link')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('waits, then confirms the verified address', async () => {
    const user = makeUser({ emailVerified: true });
    renderApp('/verify-email?oobCode=abc123', {
      mocks: [
        {
          request: { query: VERIFY_EMAIL_MUTATION, variables: { code: 'abc123' } },
          result: { data: { verifyEmail: { __typename: 'Me', ...user } } },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Verifying your email' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(screen.getByText('Email verified successfully!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('reports an expired link', async () => {
    renderApp('/verify-email?oobCode=old', {
      mocks: [
        {
          request: { query: VERIFY_EMAIL_MUTATION, variables: { code: 'old' } },
          result: {
            errors: [
              new GraphQLError('Failed to verify email address. The link may have expired.', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to verify email address. The link may have expired.'),
    ).toBeInTheDocument();
  });
});
