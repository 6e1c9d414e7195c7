// The tournament templates domain: who may see, save and delete which template (SPEC §6), and
// validation with the editor's own rules (SPEC §5). Built-in templates live in core and are
// read-only; custom templates (ids "custom-…") are visible and editable by their owner only.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { validateTemplateDraft } from '../../core/template-editor';
import {
  BUILT_IN_TEMPLATES,
  CUSTOM_TEMPLATE_PREFIX,
  isBuiltInTemplateId,
  isCustomTemplateId,
  type TournamentTemplate,
} from '../../core/templates';
import { badInput, forbidden, notFound } from '../graphql/errors';
import * as repo from './repository';

export const TEMPLATE_MESSAGES = {
  builtIn: 'Built-in templates cannot be changed',
  notOwner: 'You can only change your own templates',
  notFound: 'Template not found',
} as const;

/** Input as the API receives it: id absent to create, present to update. */
export interface SaveTemplateInput {
  id?: string | null;
  name: string;
  levels: { smallBlind: number; bigBlind: number; ante: number; durationMinutes: number }[];
  chips: { value: number; color: string; quantity: number }[];
}

/** The owner's custom templates. */
export async function listCustomTemplates(db: Db, ownerId: string): Promise<TournamentTemplate[]> {
  return (await repo.findTemplatesByOwner(db, ownerId)).map(repo.rowToTemplate);
}

/** Built-ins for everyone, then the viewer's own custom templates when signed in. */
export async function listTemplatesFor(
  db: Db,
  viewerId: string | null,
): Promise<TournamentTemplate[]> {
  const custom = viewerId ? await listCustomTemplates(db, viewerId) : [];
  return [...BUILT_IN_TEMPLATES, ...custom];
}

/**
 * Checks that `id` names a custom template `owner` may change: a built-in id is FORBIDDEN, an
 * unknown one NOT_FOUND, someone else's FORBIDDEN.
 */
async function assertOwnTemplate(db: Db, owner: UserRow, id: string): Promise<void> {
  if (isBuiltInTemplateId(id)) throw forbidden(TEMPLATE_MESSAGES.builtIn);
  const row = isCustomTemplateId(id) ? await repo.findTemplateById(db, id) : null;
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  if (row.ownerId !== owner.id) throw forbidden(TEMPLATE_MESSAGES.notOwner);
}

/** Creates (no id) or updates (id of one of the owner's templates) a custom template. */
export async function saveTemplate(
  db: Db,
  owner: UserRow,
  input: SaveTemplateInput,
): Promise<TournamentTemplate> {
  const id = input.id ?? null;
  if (id !== null) await assertOwnTemplate(db, owner, id);
  const validation = validateTemplateDraft({
    name: input.name,
    levels: input.levels,
    chips: input.chips,
  });
  if (!validation.success) {
    throw badInput(validation.message, { issues: validation.issues });
  }
  if (id === null) {
    const row = await repo.insertTemplate(
      db,
      `${CUSTOM_TEMPLATE_PREFIX}${randomUUID()}`,
      owner.id,
      validation.data,
    );
    return repo.rowToTemplate(row);
  }
  // The owner check above and this conditional update together: a template deleted in between
  // is reported as not found rather than recreated.
  const row = await repo.updateTemplate(db, id, owner.id, validation.data);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return repo.rowToTemplate(row);
}

/** Deletes one of the owner's custom templates. */
export async function deleteTemplate(db: Db, owner: UserRow, id: string): Promise<boolean> {
  await assertOwnTemplate(db, owner, id);
  if (!(await repo.deleteTemplate(db, id, owner.id))) throw notFound(TEMPLATE_MESSAGES.notFound);
  return true;
}
