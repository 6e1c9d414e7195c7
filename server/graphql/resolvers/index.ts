// One resolver map per domain, merged here. Resolvers stay thin: parse, call the domain module,
// map the result.
import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from '../generated/resolvers-types';
import { accessTokenResolvers } from './access-tokens';
import { calendarResolvers } from './calendar';
import { cashGameResolvers } from './cash-game';
import { contactResolvers } from './contact';
import { eventResolvers } from './event';
import { groupResolvers } from './group';
import { guestResolvers } from './guests';
import { DateTime, SafeInt } from './scalars';
import { seasonResolvers } from './season';
import { settleUpResolvers } from './settle-up';
import { templateResolvers } from './template';
import { tournamentResolvers } from './tournament';
import { tournamentLogResolvers } from './tournament-log';
import { userResolvers } from './user';
import { waitlistResolvers } from './waitlist';
import { walkInResolvers } from './walk-ins';

export const resolvers = mergeResolvers([
  { DateTime, SafeInt },
  userResolvers,
  contactResolvers,
  eventResolvers,
  groupResolvers,
  templateResolvers,
  tournamentResolvers,
  tournamentLogResolvers,
  waitlistResolvers,
  walkInResolvers,
  guestResolvers,
  accessTokenResolvers,
  calendarResolvers,
  seasonResolvers,
  cashGameResolvers,
  settleUpResolvers,
]) as Resolvers;
