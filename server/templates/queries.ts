// Template reads. Built-ins come from core for everyone; custom templates are only ever listed
// for their owner, so no other viewer can learn they exist.
import type { Executor } from '../../db/client';
import {
  BUILT_IN_TEMPLATES,
  findBuiltInTemplate,
  type TournamentTemplate,
} from '../../core/templates';
import { viewerUser, type DomainContext } from '../context';
import * as store from './store';

/** Built-ins for everyone, then the viewer's own custom templates when signed in. */
export async function templatesForViewer(ctx: DomainContext): Promise<TournamentTemplate[]> {
  const viewer = viewerUser(ctx);
  const custom = viewer ? await store.templatesOwnedBy(ctx.db, viewer.id) : [];
  return [...BUILT_IN_TEMPLATES, ...custom];
}

/** A user's custom templates (the `Me` field: the viewer's own). */
export function customTemplatesOf(
  ctx: DomainContext,
  ownerId: string,
): Promise<TournamentTemplate[]> {
  return store.templatesOwnedBy(ctx.db, ownerId);
}

/**
 * A template a user may pick (a tournament's start): a built-in, or one of their own; null for
 * an unknown id or someone else's, so ids reveal nothing.
 */
export async function usableTemplate(
  db: Executor,
  id: string,
  userId: string,
): Promise<TournamentTemplate | null> {
  return findBuiltInTemplate(id) ?? (await store.ownedTemplate(db, id, userId));
}
