// The network state (docs/product.md §4) and what the API link does without a network (docs/product.md §8): the
// banner follows the browser's online/offline events; offline reads come from the cache or fail
// with the product's message; offline writes are refused; online, operations go to the network.
import {
  ApolloClient,
  ApolloLink,
  gql,
  InMemoryCache,
  type TypedDocumentNode,
} from '@apollo/client';
import { act, render, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProviders } from '../app/AppProviders';
import { OFFLINE_READ, OFFLINE_WRITE } from '../ui/errors';
import { OfflineBanner } from './OfflineBanner';
import { offlineLink } from './offlineLink';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('says so while offline, in a live region that is there all along', () => {
    render(
      <UiProviders env="test">
        <OfflineBanner />
      </UiProviders>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    act(() => goOffline(true));
    expect(status).toHaveTextContent("You're offline — showing what was last seen");

    act(() => goOffline(false));
    expect(status).toHaveTextContent('');
  });
});

describe('offlineLink', () => {
  type EventData = { event: { __typename: 'Event'; id: string; title: string } | null };
  type JoinData = { joinEvent: { __typename: 'Event'; id: string; title: string } };
  const EVENT: TypedDocumentNode<EventData, { id: string }> = gql`
    query Event($id: ID!) {
      event(id: $id) {
        id
        title
      }
    }
  `;
  const JOIN: TypedDocumentNode<JoinData, { id: string }> = gql`
    mutation Join($id: ID!) {
      joinEvent(eventId: $id) {
        id
        title
      }
    }
  `;

  function client() {
    const network = vi.fn(() =>
      of({ data: { joinEvent: { __typename: 'Event', id: 'e1', title: 'From the server' } } }),
    );
    const saved = vi.fn();
    const apollo = new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([offlineLink(saved), new ApolloLink(network)]),
    });
    return { apollo, network, saved };
  }

  it('offline, answers a read from the last data seen, without the network', async () => {
    const { apollo, network } = client();
    apollo.writeQuery({
      query: EVENT,
      variables: { id: 'e1' },
      data: { event: { __typename: 'Event', id: 'e1', title: 'Seen before' } },
    });
    goOffline(true);
    const result = await apollo.query({
      query: EVENT,
      variables: { id: 'e1' },
      fetchPolicy: 'network-only',
    });
    expect(result.data?.event?.title).toBe('Seen before');
    expect(network).not.toHaveBeenCalled();
  });

  it('offline, fails a read it has no data for with the product’s message', async () => {
    const { apollo, network } = client();
    goOffline(true);
    await expect(
      apollo.query({ query: EVENT, variables: { id: 'e2' }, fetchPolicy: 'network-only' }),
    ).rejects.toThrow(OFFLINE_READ);
    expect(network).not.toHaveBeenCalled();
  });

  it('offline, refuses a write at once and sends nothing', async () => {
    const { apollo, network } = client();
    goOffline(true);
    await expect(apollo.mutate({ mutation: JOIN, variables: { id: 'e1' } })).rejects.toThrow(
      OFFLINE_WRITE,
    );
    expect(network).not.toHaveBeenCalled();
  });

  it('online, sends to the network and saves the snapshot after the answer', async () => {
    const { apollo, network, saved } = client();
    goOffline(false);
    const result = await apollo.mutate({ mutation: JOIN, variables: { id: 'e1' } });
    expect(result.data?.joinEvent.title).toBe('From the server');
    expect(network).toHaveBeenCalledTimes(1);
    expect(saved).toHaveBeenCalled();
  });
});
