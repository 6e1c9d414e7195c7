// Who may download a group's exports: what core/group-roles' table allows for the admin
// dashboard (viewDashboard: the owner and admins), through the groups domain's one role check.
import { groupRoleMessages } from '../../core/group-roles';
import type { GroupRow } from '../../db/schema';
import type { DomainContext } from '../context';
import { notFound } from '../errors';
import { groupForViewer, groupMessages, requireGroupAction, roleOf } from '../groups';

type Ctx = Pick<DomainContext, 'viewer' | 'loaders' | 'requireMember'>;

/**
 * The group, for its owner and admins. NOT_FOUND when there is no such group, FORBIDDEN "You do
 * not have access to this group" for outsiders and the dashboard's own refusal for members.
 */
export async function groupForDashboard(ctx: Ctx, groupId: string): Promise<GroupRow> {
  const group = await groupForViewer(ctx, groupId);
  if (!group) throw notFound(groupMessages.notFound);
  requireGroupAction(await roleOf(ctx, group), 'viewDashboard', groupRoleMessages.dashboardOnly);
  return group;
}
