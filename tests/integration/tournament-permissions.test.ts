// Who sees and does what on game night (issue 11): the host runs it, players follow it, a
// stranger sees nothing, and the display link shows the clock and the field to anyone — signed
// in or not — by display name only, until the host rotates it. Live: tournamentChanged for the
// host and players, tournamentDisplayChanged for the display.
import { describe, expect, it } from 'vitest';
import { errorOf, subscribe } from '../support/api';
import { seededApp } from '../support/seed';
import {
  BustPlayer,
  EventTournament,
  FinishTournament,
  gameNight,
  PauseTournament,
  RecordRebuy,
  ResumeTournament,
  RotateTournamentDisplay,
  StartTournament,
  tokenOf,
  TournamentChanged,
  TournamentDisplay,
  TournamentDisplayChanged,
} from '../support/tournament';

const app = seededApp();

const HOST_ONLY = { code: 'FORBIDDEN', message: 'Only the host can run the tournament' };

describe('who runs the night', () => {
  it('refuses every write to players and strangers, and shows strangers nothing', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'perm' });
    const stranger = await app.member('permstranger');
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    for (const who of [players[0]!, stranger]) {
      expect(errorOf(await who.gql(ResumeTournament, { eventId }))).toEqual(HOST_ONLY);
      expect(errorOf(await who.gql(BustPlayer, { eventId, userId: players[1]!.id }))).toEqual(
        HOST_ONLY,
      );
      expect(errorOf(await who.gql(RecordRebuy, { eventId, userId: who.id }))).toEqual(HOST_ONLY);
      expect(errorOf(await who.gql(FinishTournament, { eventId }))).toEqual(HOST_ONLY);
      expect(errorOf(await who.gql(RotateTournamentDisplay, { eventId }))).toEqual(HOST_ONLY);
    }
    const { event: seen } = await stranger.ok(EventTournament, { id: eventId });
    expect(seen!.tournament).toBeNull();
    expect(errorOf(await app.t.anonymous().gql(PauseTournament, { eventId })).code).toBe(
      'UNAUTHENTICATED',
    );

    const ws = stranger.ws();
    const refused = subscribe(ws, TournamentChanged, { eventId });
    expect(errorOf(await refused.next())).toEqual({
      code: 'FORBIDDEN',
      message: 'Only the host and players can follow this tournament',
    });
    await ws.dispose();
  });
});

describe('the display link', () => {
  it('shows names only, to anyone, until the host rotates it', async () => {
    // A group night: the host sees the players' addresses elsewhere (they share a group).
    const { host, event, players } = await gameNight(app.seed, 2, {
      prefix: 'tv',
      group: true,
    });
    const eventId = event.id;
    const { startTournament } = await host.ok(StartTournament, {
      eventId,
      settings: { templateId: 'standard' },
    });
    const token = tokenOf(startTournament.displayUrl);
    const { event: page } = await host.ok(EventTournament, { id: eventId });
    expect(
      page!.tournament!.entries.find((e) => e.player.id === players[0]!.id)!.player.email,
    ).toBe(players[0]!.email);

    const anonymous = app.t.anonymous();
    for (const viewer of [anonymous, host]) {
      const { tournamentDisplay } = await viewer.ok(TournamentDisplay, { token });
      expect(tournamentDisplay!.eventTitle).toBe('Game Night');
      const tv = tournamentDisplay!.tournament;
      expect(tv.entries.map((e) => e.player.displayName)).toEqual([
        'Tvhost',
        'Tvplayer1',
        'Tvplayer2',
      ]);
      expect(tv.entries.every((e) => e.player.email === null)).toBe(true);
      expect(tv.displayUrl).toBeNull();
      expect(tv.prizePoolCents).toBe(6000);
    }
    expect((await anonymous.ok(TournamentDisplay, { token: 'nope' })).tournamentDisplay).toBeNull();

    // The display follows the clock live, signed out.
    const live = await app.t.listen(anonymous, TournamentDisplayChanged, { token });
    await host.ok(ResumeTournament, { eventId });
    const pushed = await live.until(
      (r) => r.data?.tournamentDisplayChanged?.tournament.phase === 'RUNNING',
    );
    expect(pushed.data!.tournamentDisplayChanged!.tournament.entries[0]!.player.email).toBeNull();

    const { rotateTournamentDisplay } = await host.ok(RotateTournamentDisplay, { eventId });
    const fresh = tokenOf(rotateTournamentDisplay.displayUrl);
    expect(fresh).not.toBe(token);
    // The old link is dead, for a reload and for the open screen alike.
    await live.until((r) => r.data?.tournamentDisplayChanged === null);
    await live.close();
    expect((await anonymous.ok(TournamentDisplay, { token })).tournamentDisplay).toBeNull();
    expect((await anonymous.ok(TournamentDisplay, { token: fresh })).tournamentDisplay).not.toBe(
      null,
    );
    const { event: asPlayer } = await players[0]!.ok(EventTournament, { id: eventId });
    expect(asPlayer!.tournament!.displayUrl).toBe(rotateTournamentDisplay.displayUrl);
  });
});

describe('tournamentChanged', () => {
  it('tells players about a bust and the host’s other phone about a pause', async () => {
    const { host, event, players } = await gameNight(app.seed, 2, { prefix: 'livet' });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'turbo' } });
    const player = await app.t.listen(players[0]!, TournamentChanged, { eventId });
    const otherPhone = await app.t.listen(host, TournamentChanged, { eventId });

    await host.ok(BustPlayer, { eventId, userId: players[1]!.id, eliminatedByUserId: host.id });
    const seen = await player.until((r) =>
      Boolean(r.data?.tournamentChanged?.entries.some((e) => e.finishPlace === 3)),
    );
    expect(seen.data!.tournamentChanged!.playersLeft).toBe(2);

    await host.ok(ResumeTournament, { eventId });
    await host.ok(PauseTournament, { eventId });
    const paused = await otherPhone.until(
      (r) =>
        r.data?.tournamentChanged?.phase === 'PAUSED' &&
        r.data.tournamentChanged.entries.some((e) => e.finishPlace === 3),
    );
    expect(paused.data!.tournamentChanged!.levelEndsAt).toBeNull();
    await player.close();
    await otherPhone.close();
  });
});

describe('late registration', () => {
  it('enters a player who joins in the hour before the start, live', async () => {
    const { host, event } = await gameNight(app.seed, 1, { prefix: 'late', maxPlayers: 4 });
    const eventId = event.id;
    await host.ok(StartTournament, { eventId, settings: { templateId: 'standard' } });
    const live = await app.t.listen(host, TournamentChanged, { eventId });
    const late = await app.member('latecomer');
    await late.join(event);
    const pushed = await live.until((r) => r.data?.tournamentChanged?.playersLeft === 3);
    const t = pushed.data!.tournamentChanged!;
    expect(t.entries.at(-1)!.player.id).toBe(late.id);
    expect(t.prizePoolCents).toBe(3 * 2000);
    await live.close();
    // The next write stores the entry: the latecomer can be busted like anyone.
    const { bustPlayer } = await host.ok(BustPlayer, { eventId, userId: late.id });
    expect(bustPlayer.entries.find((e) => e.player.id === late.id)!.finishPlace).toBe(3);
  });
});
