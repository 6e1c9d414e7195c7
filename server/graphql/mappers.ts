// What each GraphQL object type's resolvers receive as their parent: the database row (or a
// core value for things that are not rows). codegen.ts points its mappers here.
import type {
  EventRow,
  EventTableRow,
  GroupRow,
  LocationRow,
  SeatRow,
  UserRow,
  WinnerRow,
} from '../../db/schema';
import type { TournamentTemplate } from '../../core/templates';
import type { GroupPlayerStats } from '../groups';

export type MeModel = UserRow;
export type UserModel = UserRow;
export type EventModel = EventRow;
export type EventTableModel = EventTableRow;
export type SeatModel = SeatRow;
export type WinnerModel = WinnerRow;
export type GroupModel = GroupRow;
export type LocationModel = LocationRow;
export type GroupPlayerStatsModel = GroupPlayerStats;
export type TournamentTemplateModel = TournamentTemplate;
