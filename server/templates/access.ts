// Who may change which tournament template (docs/product.md §6), decided here only. Built-in templates live
// in core and are read-only for everyone; a custom template (id "custom-…") is seen and changed by
// its owner alone. Listing needs no rule: everyone gets the built-ins, the viewer their own.
import { isBuiltInTemplateId } from '../../core/templates';
import { forbidden, notFound } from '../errors';
import { templateMessages } from './messages';

/** The viewer's relation to a template id: `missing` when no template has that id. */
export type TemplateRole = 'builtIn' | 'owner' | 'stranger' | 'missing';

export interface TemplateCapabilities {
  /** Save over it or delete it. */
  change: boolean;
}

/** `ownerId` is the stored owner of a custom template, null when none is stored under `id`. */
export function roleIn(id: string, ownerId: string | null, userId: string): TemplateRole {
  if (isBuiltInTemplateId(id)) return 'builtIn';
  if (ownerId === null) return 'missing';
  return ownerId === userId ? 'owner' : 'stranger';
}

export function capabilitiesOf(role: TemplateRole): TemplateCapabilities {
  return { change: role === 'owner' };
}

/** Refuses a change the role does not allow: built-in and someone else's FORBIDDEN, unknown NOT_FOUND. */
export function requireChange(role: TemplateRole): void {
  if (capabilitiesOf(role).change) return;
  if (role === 'builtIn') throw forbidden(templateMessages.builtIn);
  if (role === 'stranger') throw forbidden(templateMessages.notOwner);
  throw notFound(templateMessages.notFound);
}
