// Template writes: create or update (save) and delete, each behind the owner check of access.ts
// and, for saves, the editor's own validation (docs/product.md §5) so the API and the form agree.
import { randomUUID } from 'node:crypto';
import type { UserRow } from '../../db/schema';
import { validateTemplateDraft } from '../../core/template-editor';
import {
  CUSTOM_TEMPLATE_PREFIX,
  isCustomTemplateId,
  type TournamentTemplate,
} from '../../core/templates';
import type { DomainContext } from '../context';
import { badInput, notFound } from '../errors';
import type { TournamentTemplateInput } from '../graphql/generated/resolvers-types';
import { requireChange, roleIn } from './access';
import { templateMessages } from './messages';
import * as store from './store';

/** Throws unless `user` may change the template `id` (see access.ts). */
async function requireOwnTemplate(ctx: DomainContext, user: UserRow, id: string): Promise<void> {
  // Only custom ids can be stored; a built-in or malformed id needs no query.
  const ownerId = isCustomTemplateId(id) ? await store.ownerOfTemplate(ctx.db, id) : null;
  requireChange(roleIn(id, ownerId, user.id));
}

/** Creates (no id) or updates (id of one of the member's templates) a custom template. */
export async function saveTemplate(
  ctx: DomainContext,
  input: TournamentTemplateInput,
): Promise<TournamentTemplate> {
  const owner = ctx.requireMember();
  const id = input.id ?? null;
  if (id !== null) await requireOwnTemplate(ctx, owner, id);
  const validation = validateTemplateDraft({
    name: input.name,
    levels: input.levels,
    chips: input.chips,
  });
  if (!validation.success) {
    throw badInput(validation.message, { issues: validation.issues });
  }
  if (id === null) {
    const newId = `${CUSTOM_TEMPLATE_PREFIX}${randomUUID()}`;
    return store.insertTemplate(ctx.db, newId, owner.id, validation.data);
  }
  // The owner check above and this conditional update together: a template deleted in between
  // is reported as not found rather than recreated.
  const saved = await store.updateTemplate(ctx.db, id, owner.id, validation.data);
  if (!saved) throw notFound(templateMessages.notFound);
  return saved;
}

/** Deletes one of the member's custom templates. */
export async function deleteTemplate(ctx: DomainContext, id: string): Promise<boolean> {
  const owner = ctx.requireMember();
  await requireOwnTemplate(ctx, owner, id);
  if (!(await store.deleteTemplateRow(ctx.db, id, owner.id))) {
    throw notFound(templateMessages.notFound);
  }
  return true;
}
