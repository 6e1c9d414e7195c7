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
import type { BlindLevel, TournamentTemplate } from '../../core/templates';
import type {
  ChopShareView,
  ResultView,
  SeatMoveView,
  TournamentDisplayView,
  TournamentEntryView,
  TournamentLogEntryView,
  TournamentView,
} from '../tournaments/models';
// The leaderboard row straight from its store: the groups index reaches the generated types
// (capabilities), which import this file, so going through it would close a cycle.
import type { GroupActivityRow } from '../activity';
import type { SeasonStandingRow } from '../../core/points';
import type { SeasonRow } from '../seasons/store';
import type { GroupMemberLine, GroupPlayerStats } from '../groups/store';
import type { PaymentRow } from '../settle-up/store';
import type { ClaimOffer } from '../guests/models';

export type MeModel = UserRow;
/** A person; `namesOnly` when shown on a public display (User.email is then null for all). */
export type UserModel = UserRow & { namesOnly?: boolean };
export type EventModel = EventRow;
export type EventTableModel = EventTableRow;
export type SeatModel = SeatRow;
export type WinnerModel = WinnerRow;
export type GroupModel = GroupRow;
export type LocationModel = LocationRow;
export type GroupPlayerStatsModel = GroupPlayerStats;
export type GroupMemberModel = GroupMemberLine;
export type GroupActivityModel = GroupActivityRow;
export type SeasonModel = SeasonRow;
export type SeasonStandingModel = SeasonStandingRow;
export type TournamentTemplateModel = TournamentTemplate;
/** Core's level: stored levels from before breaks have no isBreak (its resolver reads false). */
export type BlindLevelModel = BlindLevel;
export type TournamentModel = TournamentView;
export type TournamentEntryModel = TournamentEntryView;
export type TournamentLogEntryModel = TournamentLogEntryView;
export type TournamentDisplayModel = TournamentDisplayView;
export type SeatMoveModel = SeatMoveView;
export type ResultModel = ResultView;
export type ChopShareModel = ChopShareView;
export type PaymentModel = PaymentRow;
export type GuestClaimOfferModel = ClaimOffer;
