// Who may run a cash game's money: whoever runs the event — its host, and when it belongs to a
// group, the group's owner and admins (core/group-roles' managesEvent, through groups'
// managesEventIn for the writes and viewerManagesEvent for the capability).
import type { EventRow } from '../../db/schema';

/** A game kind as stored; the schema's GameKind names it in capitals (the enum's resolver). */
export type StoredGameKind = EventRow['kind'];
