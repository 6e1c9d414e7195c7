// All of the templates domain's Drizzle queries (the tournament_templates table) and the mapping
// of its rows to core's TournamentTemplate. Nothing else in the module sees a row.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tournamentTemplates, type TournamentTemplateRow } from '../../db/schema';
import { levelsWithIds, type TemplateDraft } from '../../core/template-editor';
import {
  customBlindStructureName,
  customChipSetName,
  type TournamentTemplate,
} from '../../core/templates';

function toTemplate(row: TournamentTemplateRow): TournamentTemplate {
  return {
    id: row.id,
    name: row.name,
    builtIn: false,
    blindStructureName: customBlindStructureName(row.name),
    // Ids are derived from the template id and position, so they are stable and unique; only
    // breaks carry isBreak and a note (rows saved before breaks have neither: playing levels).
    levels: levelsWithIds(row.id, row.levels),
    chipSetName: customChipSetName(row.name),
    chips: row.chips.map(({ value, color, quantity }) => ({ value, color, quantity })),
  };
}

/** The owner's templates by name (case-insensitive), oldest first among equal names. */
export async function templatesOwnedBy(
  db: Executor,
  ownerId: string,
): Promise<TournamentTemplate[]> {
  const rows = await db
    .select()
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.ownerId, ownerId))
    .orderBy(
      sql`lower(${tournamentTemplates.name})`,
      asc(tournamentTemplates.createdAt),
      asc(tournamentTemplates.id),
    );
  return rows.map(toTemplate);
}

/** A custom template if `ownerId` owns it; null otherwise (someone else's is as good as none). */
export async function ownedTemplate(
  db: Executor,
  id: string,
  ownerId: string,
): Promise<TournamentTemplate | null> {
  const [row] = await db
    .select()
    .from(tournamentTemplates)
    .where(and(eq(tournamentTemplates.id, id), eq(tournamentTemplates.ownerId, ownerId)));
  return row ? toTemplate(row) : null;
}

/** Who owns a custom template; null when there is no such template. */
export async function ownerOfTemplate(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: tournamentTemplates.ownerId })
    .from(tournamentTemplates)
    .where(eq(tournamentTemplates.id, id))
    .limit(1);
  return row?.ownerId ?? null;
}

export async function insertTemplate(
  db: Executor,
  id: string,
  ownerId: string,
  draft: TemplateDraft,
): Promise<TournamentTemplate> {
  const [row] = await db
    .insert(tournamentTemplates)
    .values({
      id,
      ownerId,
      name: draft.name,
      levels: levelsWithIds(id, draft.levels),
      chips: draft.chips,
    })
    .returning();
  return toTemplate(row!);
}

/** Updates the template if it still exists and belongs to the owner; null otherwise. */
export async function updateTemplate(
  db: Executor,
  id: string,
  ownerId: string,
  draft: TemplateDraft,
): Promise<TournamentTemplate | null> {
  const [row] = await db
    .update(tournamentTemplates)
    .set({
      name: draft.name,
      levels: levelsWithIds(id, draft.levels),
      chips: draft.chips,
      updatedAt: new Date(),
    })
    .where(and(eq(tournamentTemplates.id, id), eq(tournamentTemplates.ownerId, ownerId)))
    .returning();
  return row ? toTemplate(row) : null;
}

/** Deletes the template if it belongs to the owner; whether a row was deleted. */
export async function deleteTemplateRow(
  db: Executor,
  id: string,
  ownerId: string,
): Promise<boolean> {
  const rows = await db
    .delete(tournamentTemplates)
    .where(and(eq(tournamentTemplates.id, id), eq(tournamentTemplates.ownerId, ownerId)))
    .returning({ id: tournamentTemplates.id });
  return rows.length > 0;
}
