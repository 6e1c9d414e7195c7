// The event page's state and writes (docs/product.md §4): who is looking, which write is running, the open
// dialogs, the live subscription (a cancelled event sends everyone to the dashboard) and the
// confirmed actions. The page's sections only render what this returns.
import { useMutation, useSubscription } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import type { EventDetailFragment } from '../../gql/graphql';
import { useConfirmDialog } from '../../ui/ConfirmDialog';
import { notifyInfo } from '../../ui/notify';
import { useMutationAction } from '../../ui/useMutationAction';
import {
  CANCEL_EVENT_MUTATION,
  DECLINE_EVENT_INVITE_MUTATION,
  EVENT_CHANGED_SUBSCRIPTION,
  EVENT_QUERY,
  JOIN_EVENT_MUTATION,
  JOIN_WAITLIST_MUTATION,
  LEAVE_EVENT_MUTATION,
  LEAVE_WAITLIST_MUTATION,
  REMOVE_EVENT_INVITE_MUTATION,
  REMOVE_EVENT_PLAYER_MUTATION,
} from './documents';
import { eventAnswerToasts, personName, type PersonLike } from '../../ui/eventText';

export type EventAction =
  | 'join'
  | 'accept'
  | 'decline'
  | 'leave'
  | 'cancel'
  | 'removeInvite'
  | 'joinWaitlist'
  | 'leaveWaitlist'
  | 'removePlayer';

export function useEventPage(event: EventDetailFragment) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const viewerId = user?.id ?? null;
  const { busy, run } = useMutationAction<EventAction>();
  const [inviteOpen, setInviteOpen] = useState(false);
  const [winnersOpen, setWinnersOpen] = useState(false);
  const [editOpen, setEditOpen] = useState(false);
  const [runAgainOpen, setRunAgainOpen] = useState(false);
  const cancelling = useRef(false);
  const confirm = useConfirmDialog();

  const [joinEvent] = useMutation(JOIN_EVENT_MUTATION);
  const [leaveEvent] = useMutation(LEAVE_EVENT_MUTATION);
  const [cancelEvent] = useMutation(CANCEL_EVENT_MUTATION);
  const [removeInvite] = useMutation(REMOVE_EVENT_INVITE_MUTATION);
  const [joinWaitlistMutation] = useMutation(JOIN_WAITLIST_MUTATION);
  const [leaveWaitlistMutation] = useMutation(LEAVE_WAITLIST_MUTATION);
  const [removePlayer] = useMutation(REMOVE_EVENT_PLAYER_MUTATION);
  // declineEventInvite answers only true, so the page reads the event again (the subscription
  // would too, but the buttons should not wait for it).
  const [declineInvite] = useMutation(DECLINE_EVENT_INVITE_MUTATION, {
    refetchQueries: [{ query: EVENT_QUERY, variables: { id: event.id } }],
    awaitRefetchQueries: true,
  });

  useSubscription(EVENT_CHANGED_SUBSCRIPTION, {
    variables: { id: event.id },
    onData: ({ data }) => {
      if (data.data && data.data.eventChanged === null && !cancelling.current) {
        notifyInfo('This event has been cancelled');
        void navigate('/dashboard', { replace: true });
      }
    },
    onError: (error) => console.error(error),
  });

  const can = event.viewerCan;
  const upcoming = event.status === 'UPCOMING';
  // duplicateEvent is the host's, whatever the event's state (no capability names it).
  const canRunAgain = viewerId !== null && event.owner.id === viewerId;

  const join = (action: 'join' | 'accept') =>
    void run(
      action,
      () => joinEvent({ variables: { eventId: event.id } }),
      eventAnswerToasts.accept,
    );

  // The dashboard's texts: it is the same answer to the same invitation.
  const decline = () =>
    void run(
      'decline',
      () => declineInvite({ variables: { eventId: event.id } }),
      eventAnswerToasts.decline,
    );

  const confirmLeave = () =>
    confirm.ask({
      title: 'Leave Event',
      message: (
        <>Are you sure you want to leave {event.title}? Any seat you reserved will be released.</>
      ),
      confirmLabel: 'Leave Event',
      cancelLabel: 'Stay',
      onConfirm: () =>
        run('leave', () => leaveEvent({ variables: { eventId: event.id } }), {
          success: 'You left the event',
          failure: 'Failed to leave event',
        }),
    });

  const confirmCancel = () =>
    confirm.ask({
      title: 'Cancel Event',
      message: (
        <>
          Are you sure you want to cancel {event.title}? Every player and invited guest will be told
          by e-mail, and the event will be deleted. This cannot be undone.
        </>
      ),
      confirmLabel: 'Cancel Event',
      cancelLabel: 'Keep Event',
      onConfirm: async () => {
        cancelling.current = true;
        const done = await run('cancel', () => cancelEvent({ variables: { eventId: event.id } }), {
          success: 'Event cancelled',
          failure: 'Failed to cancel event',
        });
        if (done) void navigate('/dashboard', { replace: true });
        else cancelling.current = false;
        return done;
      },
    });

  const confirmRemoveInvite = (email: string) =>
    confirm.ask({
      title: 'Remove Invitation',
      message: <>Remove the invitation for {email}?</>,
      confirmLabel: 'Remove',
      onConfirm: () =>
        run('removeInvite', () => removeInvite({ variables: { eventId: event.id, email } }), {
          success: 'Invitation removed',
          failure: 'Failed to remove invitation',
        }),
    });

  const joinWaitlist = () =>
    void run('joinWaitlist', () => joinWaitlistMutation({ variables: { eventId: event.id } }), {
      success: 'You are on the waitlist',
      failure: 'Failed to join the waitlist',
    });

  // One click, no confirmation: leaving the line loses nothing that cannot be had back at once
  // (other than the place in it, which the button says).
  const leaveWaitlist = () =>
    void run('leaveWaitlist', () => leaveWaitlistMutation({ variables: { eventId: event.id } }), {
      success: 'You left the waitlist',
      failure: 'Failed to leave the waitlist',
    });

  const confirmRemovePlayer = (player: PersonLike & { id: string }) =>
    confirm.ask({
      title: 'Remove Player',
      message: (
        <>
          Remove {personName(player)} from {event.title}? Any seat they reserved will be released
          {event.waitlist.length > 0 ? ', and the first on the waitlist takes the place' : ''}.
        </>
      ),
      confirmLabel: 'Remove',
      onConfirm: () =>
        run(
          'removePlayer',
          () => removePlayer({ variables: { eventId: event.id, userId: player.id } }),
          { success: 'Player removed', failure: 'Failed to remove player' },
        ),
    });

  // Where the viewer stands in line (1 = next), or null when not waiting.
  const waitIndex = viewerId ? event.waitlist.findIndex((p) => p.id === viewerId) : -1;
  const waitlistPosition = waitIndex >= 0 ? waitIndex + 1 : null;

  const hasWinners = event.winners.length > 0;
  // Started without results: everyone sees where the winners will appear, unless a game night
  // runs (its players card shows the places as they fall, and its finish writes the winners).
  const awaitingResults = event.status === 'IN_PROGRESS' && !event.tournament;
  // Until the results are in, the tables are what people use (seats), so they come first; once
  // the winners are recorded they are the page's news and lead.
  const resultsFirst = event.status === 'COMPLETED';

  return {
    viewerId,
    can,
    upcoming,
    hasWinners,
    awaitingResults,
    resultsFirst,
    busy,
    confirm,
    inviteOpen,
    setInviteOpen,
    winnersOpen,
    setWinnersOpen,
    editOpen,
    setEditOpen,
    canRunAgain,
    runAgainOpen,
    setRunAgainOpen,
    join,
    decline,
    confirmLeave,
    confirmCancel,
    confirmRemoveInvite,
    joinWaitlist,
    leaveWaitlist,
    confirmRemovePlayer,
    waitlistPosition,
  };
}

export type EventPage = ReturnType<typeof useEventPage>;
