// What an invitation list skipped, and why (issue 15: the invite dialogs list what was skipped
// and keep it editable): InviteResult.skippedEntries names every entry that got no new
// invitation e-mail — invalid, already playing or a member, already invited — while the valid
// new addresses are invited and e-mailed.
import { describe, expect, it } from 'vitest';
import { InviteToEventWithReasons, InviteToGroupWithReasons } from '../support/operations';
import { queuedMail } from '../support/outbox';
import { seededApp } from '../support/seed';

const app = seededApp();

describe('inviteToEvent', () => {
  it('invites the new address and names the invalid, playing and already invited ones', async () => {
    const { host, event, players } = await app.seed.game({ host: 'skiphost', players: 1 });
    const player = players[0]!;
    await host.ok(InviteToEventWithReasons, { eventId: event.id, emails: 'pending@example.com' });

    const { inviteToEvent } = await host.ok(InviteToEventWithReasons, {
      eventId: event.id,
      emails: `new@example.com, not-an-email ${player.email.toUpperCase()}\npending@example.com`,
    });
    expect(inviteToEvent).toEqual({
      invited: ['new@example.com', 'pending@example.com'],
      skipped: ['not-an-email'],
      skippedEntries: [
        { entry: 'not-an-email', reason: 'INVALID' },
        { entry: player.email, reason: 'ALREADY_PLAYING' },
        { entry: 'pending@example.com', reason: 'ALREADY_INVITED' },
      ],
    });
    const db = app.t.database;
    expect(await queuedMail(db, 'new@example.com')).toHaveLength(1);
    // Invited once, e-mailed once: the second list sent nothing more.
    expect(await queuedMail(db, 'pending@example.com')).toHaveLength(1);
    expect(await queuedMail(db, player.email, 'eventInvite')).toHaveLength(0);
  });

  it('nothing skipped: an empty list', async () => {
    const host = await app.member('cleanhost');
    const event = await host.createEvent();
    const { inviteToEvent } = await host.ok(InviteToEventWithReasons, {
      eventId: event.id,
      emails: 'fresh@example.com',
    });
    expect(inviteToEvent.skippedEntries).toEqual([]);
  });
});

describe('inviteToGroup', () => {
  it('invites the new address and names the invalid, member and already invited ones', async () => {
    const owner = await app.member('skipowner');
    const member = await app.member('skipmember');
    const group = await owner.createGroup('Skippers');
    await group.add(member);
    await group.invite('waiting@example.com');

    const { inviteToGroup } = await owner.ok(InviteToGroupWithReasons, {
      groupId: group.id,
      emails: `@nope waiting@example.com ${member.email} joiner@example.com`,
    });
    expect(inviteToGroup).toEqual({
      invited: ['waiting@example.com', 'joiner@example.com'],
      skipped: ['@nope'],
      skippedEntries: [
        { entry: '@nope', reason: 'INVALID' },
        { entry: 'waiting@example.com', reason: 'ALREADY_INVITED' },
        { entry: member.email, reason: 'ALREADY_MEMBER' },
      ],
    });
    expect(await queuedMail(app.t.database, 'joiner@example.com')).toHaveLength(1);
    expect(await queuedMail(app.t.database, 'waiting@example.com')).toHaveLength(1);
  });
});
