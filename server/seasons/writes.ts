// Starting a season (issue 13): the owner and admins (core/group-roles manageSeasons), under the
// group lock, with its activity line in the same transaction.
import { firstError } from '../../core/field-errors';
import { personName } from '../../core/people';
import type { PointsFormula } from '../../core/points';
import { seasonErrors } from '../../core/seasons';
import { recordActivity } from '../activity';
import type { DomainContext } from '../context';
import { badInput } from '../errors';
import * as groups from '../groups';
import { storedFormula } from './formulas';
import * as store from './store';

export interface CreateSeasonInput {
  groupId: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  pointsFormula: PointsFormula;
}

export async function createSeason(
  ctx: DomainContext,
  input: CreateSeasonInput,
): Promise<store.SeasonRow> {
  const user = ctx.requireMember();
  const draft = { name: input.name.trim(), startsAt: input.startsAt, endsAt: input.endsAt };
  const { season, memberIds } = await ctx.db.transaction(async (tx) => {
    const { group, role, memberIds } = await groups.lockGroupFor(tx, input.groupId, user);
    groups.requireGroupAction(role, 'manageSeasons', groups.groupMessages.ownerOnlySeasons);
    const errors = seasonErrors(draft);
    const problem = firstError(errors);
    if (problem) throw badInput(problem, { field: Object.keys(errors)[0] });
    const season = await store.insertSeason(tx, {
      groupId: group.id,
      ...draft,
      pointsFormula: storedFormula[input.pointsFormula],
    });
    await recordActivity(tx, {
      groupId: group.id,
      actorId: user.id,
      summary: `${personName(user)} started the season ${draft.name}`,
    });
    await groups.touchGroup(tx, group.id);
    return { season, memberIds };
  });
  await groups.publishGroupChange(ctx, season.groupId, memberIds);
  return season;
}
