// Starting the tournament (whoever runs the event, while it is upcoming): the chosen template is
// copied (editing it later changes nothing), the amounts and the payout split are checked by
// core/payouts.ts's rules, every player becomes an entry, and the clock stands at level 1. A start
// more than an hour ahead of the event moves the event's start to now (the web asks first): the
// game is under way, so joining closes and everyone's calendar shows when it really began.
import {
  payoutPresetFor,
  prizePoolCents,
  validateAddOnCents,
  validateBountyCents,
  validatePayoutPercents,
  validatePrizePool,
  validateRebuyCents,
} from '../../core/payouts';
import { playingLevelCount } from '../../core/breaks';
import { startProblem, startsEarly } from '../../core/tournament';
import { startClock } from '../../core/tournament-clock';
import type { DomainContext } from '../context';
import { badInput, conflict, notFound } from '../errors';
import { moveEventStart } from '../events';
import type { TournamentSettingsInput } from '../graphql/generated/resolvers-types';
import { usableTemplate } from '../templates';
import { requireRunner, requireRunnable } from './access';
import { clockColumnsOf } from './clock-view';
import { newDisplayToken } from './display';
import { appendLine } from './log';
import { tournamentMessages } from './messages';
import type { TournamentView } from './models';
import { publishTournamentChange } from './notify';
import * as store from './store';

export async function startTournament(
  ctx: DomainContext,
  eventId: string,
  settings: TournamentSettingsInput,
): Promise<TournamentView> {
  const host = ctx.requireMember();
  const amounts = {
    rebuyCents: settings.rebuyCents ?? 0,
    addOnCents: settings.addOnCents ?? 0,
    bountyCents: settings.bountyCents ?? 0,
  };
  const amountProblem =
    validateRebuyCents(amounts.rebuyCents) ??
    validateAddOnCents(amounts.addOnCents) ??
    validateBountyCents(amounts.bountyCents);
  const view = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const { event, tournament } = await store.lockTournament(tx, eventId);
    await requireRunner(tx, event, host);
    if (tournament) throw conflict(tournamentMessages.alreadyStarted);
    requireRunnable(event);
    if (amountProblem) throw badInput(amountProblem);
    const template = await usableTemplate(tx, settings.templateId, host.id);
    if (!template) throw notFound(tournamentMessages.templateNotFound);
    // Breaks do not count: "the first N levels" are playing levels (docs/product.md §10).
    const playing = playingLevelCount(template.levels);
    const levelsProblem =
      openLevelsProblem('Rebuys', settings.rebuyLevels, playing) ??
      openLevelsProblem('Add-ons', settings.addOnLevels, playing);
    if (levelsProblem) throw badInput(levelsProblem);
    const playerIds = await store.playerIdsOf(tx, eventId);
    const startRule = startProblem(playerIds.length);
    if (startRule) throw badInput(startRule);
    if (startsEarly(event.startsAt, now)) await moveEventStart(tx, eventId, now);
    const payoutPercents = settings.payoutPercents
      ? [...settings.payoutPercents]
      : payoutPresetFor(playerIds.length);
    const payoutProblem = validatePayoutPercents(payoutPercents, playerIds.length);
    if (payoutProblem) throw badInput(payoutProblem);
    const pool = prizePoolCents({
      entrants: playerIds.length,
      buyInCents: event.buyInCents,
      rebuys: 0,
      rebuyCents: 0,
      addOns: 0,
      addOnCents: 0,
    });
    const poolProblem = validatePrizePool(pool, playerIds.length * amounts.bountyCents);
    if (poolProblem) throw badInput(poolProblem);

    const row = await store.insertTournament(tx, {
      eventId,
      // A deep copy through JSON: the stored template never shares objects with core's.
      template: JSON.parse(JSON.stringify(template)),
      ...clockColumnsOf(startClock(template.levels, now)),
      buyInCents: event.buyInCents,
      ...amounts,
      rebuyLevels: settings.rebuyLevels ?? null,
      addOnLevels: settings.addOnLevels ?? null,
      payoutPercents,
      displayToken: newDisplayToken(),
      startedAt: now,
    });
    await store.insertEntries(tx, row.id, playerIds, 0);
    await appendLine(tx, { tournamentId: row.id, actorId: host.id, now }, 'START', {
      data: { players: playerIds.length },
    });
    return { row, now, namesOnly: false };
  });
  // The event page shows the tournament from now on: the event's whole audience hears of it.
  await publishTournamentChange(ctx, eventId, 'event');
  return view;
}

/** How many levels rebuys (or add-ons) stay open: left out, or 1 to the template's playing levels. */
function openLevelsProblem(what: string, value: number | null | undefined, levels: number) {
  if (value === null || value === undefined) return null;
  return Number.isInteger(value) && value >= 1 && value <= levels
    ? null
    : tournamentMessages.openLevels(what, levels);
}
