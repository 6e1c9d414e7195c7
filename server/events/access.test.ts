// The one statement of what a manager may do (access.ts's managerRefusal): viewerCan reports
// exactly what the writes allow, and a write meets the first reason in the order below.
import { describe, expect, it } from 'vitest';
import {
  capabilitiesOf,
  managerRefusal,
  waitlistCapabilitiesOf,
  type ManagerAction,
} from './access';
import { eventMessages } from './messages';

const now = new Date('2026-06-01T12:00:00Z');
const upcoming = { startsAt: new Date('2026-06-08T19:00:00Z'), status: 'upcoming' as const };
const started = { startsAt: new Date('2026-05-31T19:00:00Z'), status: 'upcoming' as const };
const completed = { ...started, status: 'completed' as const };
const actions: ManagerAction[] = [
  'invite',
  'cancel',
  'edit',
  'setWinners',
  'manageTables',
  'removeInvite',
  'addPlayer',
  'removePlayer',
];

describe('managerRefusal', () => {
  it('refuses whoever does not run the event first, naming the group admins for a group', () => {
    for (const action of actions) {
      expect(managerRefusal(action, upcoming, false, false, now)?.message).toBe(
        eventMessages.hostOnly,
      );
      expect(managerRefusal(action, { ...upcoming, groupId: 'g' }, false, false, now)).toEqual({
        status: 'forbidden',
        message: eventMessages.managersOnly,
      });
    }
  });

  it('closes invitations, cancelling, editing and removals once the event starts', () => {
    for (const action of ['invite', 'cancel', 'edit', 'removePlayer'] as const) {
      expect(managerRefusal(action, upcoming, true, false, now)).toBeNull();
      expect(managerRefusal(action, started, true, true, now)?.message).toBe(eventMessages.closed);
    }
    expect(managerRefusal('edit', upcoming, true, true, now)?.message).toBe(
      eventMessages.editDuringGameNight,
    );
  });

  it('takes winners once started, never for a cash game or a game night', () => {
    expect(managerRefusal('setWinners', started, true, false, now)).toBeNull();
    expect(
      managerRefusal('setWinners', { ...started, kind: 'cash' }, true, false, now)?.message,
    ).toBe(eventMessages.cashGameNoWinners);
    expect(managerRefusal('setWinners', started, true, true, now)?.message).toBe(
      eventMessages.winnersFromGameNight,
    );
    expect(managerRefusal('addPlayer', started, true, false, now)).toBeNull();
    expect(managerRefusal('addPlayer', completed, true, false, now)?.message).toBe(
      eventMessages.completedNoPlayers,
    );
  });

  it('is what viewerCan reports, in every state', () => {
    for (const event of [upcoming, started, completed]) {
      for (const manages of [true, false]) {
        for (const gameNight of [true, false]) {
          const game = { ...event, maxPlayers: 8 };
          const role = manages ? 'host' : 'none';
          const can = {
            ...capabilitiesOf(game, role, manages, 2, gameNight, now),
            ...waitlistCapabilitiesOf(game, role, manages, 2, false, now),
          };
          for (const action of actions) {
            expect(can[action], `${action} ${event.status} ${manages} ${gameNight}`).toBe(
              managerRefusal(action, event, manages, gameNight, now) === null,
            );
          }
        }
      }
    }
  });
});
