import type { EventState as EventStatus } from '../../../core/lifecycle';
import type { StoredPhase as TournamentPhase } from '../../tournaments/models';
import type { StoredGameKind as GameKind } from '../../cash-games/access';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { MeModel, UserModel, EventModel, EventTableModel, SeatModel, WinnerModel, GroupModel, GroupPlayerStatsModel, GroupMemberModel, GroupActivityModel, SeasonModel, SeasonStandingModel, LocationModel, TournamentTemplateModel, BlindLevelModel, TournamentModel, TournamentEntryModel, TournamentLogEntryModel, TournamentDisplayModel, SeatMoveModel, ResultModel, ChopShareModel, PaymentModel, GuestClaimOfferModel } from '../mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An instant in time as an ISO-8601 string, e.g. 2026-12-05T03:30:00.000Z. Answers are in UTC.
   * Inputs need a date, a time and a zone (Z or an offset such as -08:00), on a day the calendar
   * has, in the years 2000 to 2100; anything else is BAD_USER_INPUT.
   */
  DateTime: { input: Date; output: Date | string; }
  /**
   * A whole number from -9007199254740991 to 9007199254740991 (±(2⁵³ − 1)), sent as a JSON number:
   * every value is exact in a JavaScript number or a 64-bit integer. Money the API adds up (balances,
   * transfers, earnings) is a SafeInt of whole cents, since sums outgrow Int's 32 bits (2147483647
   * cents is $21,474,836.47) long before a single amount does. An Int value reads the same as a SafeInt.
   */
  SafeInt: { input: number; output: number; }
};

/** What a personal access token may do. WRITE includes READ: a WRITE token is listed with both. */
export type AccessScope =
  /** Queries and subscriptions: everything its owner may read. */
  | 'READ'
  /** Mutations too: everything its owner may do, except managing tokens, the password, the e-mail address and sessions. */
  | 'WRITE';

/**
 * A personal access token, as its owner sees it in a list. The token itself is shown once, when it is
 * created (`NewAccessToken.token`); only its SHA-256 hash is stored.
 */
export type AccessToken = {
  __typename?: 'AccessToken';
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** When it stops working; null if it never expires. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stable id; `revokeAccessToken` takes it. */
  id: Scalars['ID']['output'];
  /** When a request last used it, to within about a minute; null if never used. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The owner's name for it, e.g. the script that uses it. */
  name: Scalars['String']['output'];
  /** The token's first characters (e.g. `pn_k3x9f2ab`), to tell tokens apart; not enough to use it. */
  prefix: Scalars['String']['output'];
  /** READ, or READ and WRITE. */
  scopes: Array<AccessScope>;
};

/** How a user signs in. */
export type AuthProvider =
  /** A Google account (OpenID Connect). */
  | 'GOOGLE'
  /** E-mail and password. */
  | 'PASSWORD';

/** A member's balance across the group's completed games: won − paid in, after recorded payments. */
export type Balance = {
  __typename?: 'Balance';
  /**
   * Positive: the group owes them; negative: they owe. Whole cents (a SafeInt: a sum of games and
   * payments); every balance adds up to 0.
   */
  netCents: Scalars['SafeInt']['output'];
  /** The member. */
  user: User;
};

/** One level of a blind structure: a playing level, or a break (colour-up, dinner) with no blinds. */
export type BlindLevel = {
  __typename?: 'BlindLevel';
  /** The ante, in chips; 0 when the level has none. */
  ante: Scalars['Int']['output'];
  /** The big blind, in chips. */
  bigBlind: Scalars['Int']['output'];
  /** How long the level lasts, in whole minutes. */
  durationMinutes: Scalars['Int']['output'];
  /** Stable id, unique across templates (e.g. standard-level-1). */
  id: Scalars['ID']['output'];
  /** A break: no blinds (small blind, big blind and ante 0); the clocks show it as Break and its note. */
  isBreak: Scalars['Boolean']['output'];
  /** A break's note, e.g. Colour up the 25s; null for playing levels and breaks without one. */
  note?: Maybe<Scalars['String']['output']>;
  /** The small blind, in chips. */
  smallBlind: Scalars['Int']['output'];
};

/**
 * A blind level to save. Whole numbers: small blind ≥ 1, big blind ≥ 2, ante ≥ 0, duration ≥ 1. A
 * break (isBreak true): small blind, big blind and ante 0, duration ≥ 1, and an optional note.
 */
export type BlindLevelInput = {
  /** The ante; a whole number of at least 0. */
  ante: Scalars['Int']['input'];
  /** The big blind; a whole number of at least 2. */
  bigBlind: Scalars['Int']['input'];
  /** The level's length in minutes; a whole number of at least 1. */
  durationMinutes: Scalars['Int']['input'];
  /** True for a break; left out or false for a playing level. A template needs one playing level. */
  isBreak?: InputMaybe<Scalars['Boolean']['input']>;
  /** A break's note, trimmed, at most 80 characters (blank: none); refused on a playing level. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The small blind; a whole number of at least 1. */
  smallBlind: Scalars['Int']['input'];
};

/** One player's money in a cash game. */
export type CashEntry = {
  __typename?: 'CashEntry';
  /** Every buy-in the host recorded for them, added up, in whole cents. */
  buyInsCents: Scalars['Int']['output'];
  /** Their cash-out in whole cents; null until the host records one. */
  cashOutCents?: Maybe<Scalars['Int']['output']>;
  /** The player. */
  player: User;
};

/** A chip denomination in a starting stack. */
export type Chip = {
  __typename?: 'Chip';
  /** The chip's colour as a hex string, e.g. #ff0000. */
  color: Scalars['String']['output'];
  /** How many of this chip each player starts with. */
  quantity: Scalars['Int']['output'];
  /** The chip's value, in tournament chips. */
  value: Scalars['Int']['output'];
};

/** A chip to save. Whole numbers: value ≥ 1, quantity ≥ 1; the colour is required. */
export type ChipInput = {
  /** The chip's colour as a hex string such as #ff0000; required. */
  color: Scalars['String']['input'];
  /** How many of this chip each player starts with; a whole number of at least 1. */
  quantity: Scalars['Int']['input'];
  /** The chip's value; a whole number of at least 1. */
  value: Scalars['Int']['input'];
};

/** How a chop splits the remaining prize money. */
export type ChopMethod =
  /** In proportion to the entered stacks. */
  | 'CHIP_COUNT'
  /** Equal shares. */
  | 'EVEN'
  /** Independent Chip Model (Malmuth–Harville) from the entered stacks. */
  | 'ICM';

/** One player's share of a chop. */
export type ChopShare = {
  __typename?: 'ChopShare';
  /** Their share in whole cents. */
  amountCents: Scalars['Int']['output'];
  /** The player. */
  user: User;
};

/** A message for the site's support team. */
export type ContactMessageInput = {
  /** Sender's e-mail; replies go there. */
  email: Scalars['String']['input'];
  /** Message body. */
  message: Scalars['String']['input'];
  /** Sender's name. */
  name: Scalars['String']['input'];
  /** Subject line. */
  subject: Scalars['String']['input'];
};

/** A new event. The creator becomes the host and first player. */
export type CreateEventInput = {
  /** Whole cents, 0 or more. */
  buyInCents: Scalars['Int']['input'];
  /** Optional notes. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** A group the creator is a member of; its other members are invited automatically (unless the event has already started). */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /**
   * Users to invite (from the Previous Attendees picker): the creator's previous attendees and
   * group co-members only. Refused for an event that has already started.
   */
  inviteUserIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** TOURNAMENT (the default) or CASH. */
  kind?: InputMaybe<GameKind>;
  /** Required; trimmed address text. */
  location: Scalars['String']['input'];
  /** At least 2. */
  maxPlayers: Scalars['Int']['input'];
  /**
   * Who played, for an event that has already started (a group game recorded after the fact):
   * the creator's previous attendees and group co-members, added as players at once. Such an event
   * invites and e-mails nobody, the group's members included. Refused for an upcoming event.
   */
  playerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Hours before the start players are reminded by e-mail: 0 (off) to 168; left out, 24. */
  reminderHoursBefore?: InputMaybe<Scalars['Int']['input']>;
  /** Must be in the future unless the event belongs to a group. */
  startsAt: Scalars['DateTime']['input'];
  /** Required; trimmed. */
  title: Scalars['String']['input'];
};

/** One finishing place on the display, by display name only. */
export type DisplayResult = {
  __typename?: 'DisplayResult';
  /** Bounties won in whole cents, apart from the prize. (An addition to the contract.) */
  bountyCents: Scalars['Int']['output'];
  /** Finishing place, 1 for the winner. */
  place: Scalars['Int']['output'];
  /** The player's display name (never an address). */
  playerName: Scalars['String']['output'];
  /** Prize in whole cents (the payout, or the chop share), bounties apart. */
  prizeCents: Scalars['Int']['output'];
};

/** One seat on the display: who sits where, by display name only. */
export type DisplaySeat = {
  __typename?: 'DisplaySeat';
  /** The player's display name (never an address). */
  playerName: Scalars['String']['output'];
  /** The seat at that table, from 1. */
  seatNumber: Scalars['Int']['output'];
  /** The table, by name. */
  tableName: Scalars['String']['output'];
};

/** A poker night: when, where, the buy-in, the cap, who plays, tables, and the winners. */
export type Event = {
  __typename?: 'Event';
  /**
   * Guests the viewer may add to this event (addGuestPlayer with guestId): for a group's event the
   * group's guests, otherwise the guests the viewer added before; not playing yet, by name. Empty
   * unless the viewer runs the event and it is not COMPLETED.
   */
  addableGuests: Array<User>;
  /**
   * People the viewer may add as players (addEventPlayer): who shares a group with them or has
   * played with them before, not playing yet, by name (at most 200). Empty unless the viewer runs
   * the event and it is not COMPLETED.
   */
  addablePlayers: Array<User>;
  /** Buy-in in whole cents (2000 = $20.00). */
  buyInCents: Scalars['Int']['output'];
  /**
   * A cash game's players who bought in, in joining order, with their buy-ins and cash-out; empty for
   * a tournament.
   */
  cashEntries: Array<CashEntry>;
  /** When the event was created. */
  createdAt: Scalars['DateTime']['output'];
  /** Optional notes from the host. */
  description?: Maybe<Scalars['String']['output']>;
  /** The group this event belongs to, if any. */
  group?: Maybe<Group>;
  /** Stable id; the web app's link is /#/event/{id}. */
  id: Scalars['ID']['output'];
  /** Invited e-mail addresses that have not answered yet; for the host only (docs/product.md §6), null for others. */
  invitedEmails?: Maybe<Array<Scalars['String']['output']>>;
  /** TOURNAMENT unless the host created it as a CASH game. */
  kind: GameKind;
  /** The address text shown to players. */
  location: Scalars['String']['output'];
  /** Player cap; joining never exceeds it. */
  maxPlayers: Scalars['Int']['output'];
  /** The host, who is also the first player. */
  owner: User;
  /** How many players are attending (players' length). */
  playerCount: Scalars['Int']['output'];
  /** Players attending, host first, then in the order they joined. */
  players: Array<User>;
  /** Hours before the start players are reminded by e-mail; 0 means no reminder. */
  reminderHoursBefore: Scalars['Int']['output'];
  /** Every finishing place of a finished tournament, by place; empty otherwise. */
  results: Array<Result>;
  /** When the game starts. */
  startsAt: Scalars['DateTime']['output'];
  /** UPCOMING until it starts, then IN_PROGRESS until winners are recorded, then COMPLETED. */
  status: EventStatus;
  /** Tables with their reserved seats. */
  tables: Array<EventTable>;
  /** Title, e.g. Friday Night Hold'em. */
  title: Scalars['String']['output'];
  /** The tournament, null until it is started. Players and whoever runs the event. */
  tournament?: Maybe<Tournament>;
  /** What the viewer may do with this event right now; the server enforces the same rules. */
  viewerCan: EventCapabilities;
  /**
   * People waiting for a place, first in line first: promoted to players one by one, in this
   * order, as places free up (a player leaves or is removed, or the host raises the cap). Empty
   * once the event has started.
   */
  waitlist: Array<User>;
  /** Recorded winners, sorted by place. */
  winners: Array<Winner>;
};

/** The actions the viewer may take on an event. */
export type EventCapabilities = {
  __typename?: 'EventCapabilities';
  /** Accept Invitation: invited, not a player, event UPCOMING and not full. */
  acceptInvite: Scalars['Boolean']['output'];
  /**
   * Add a player (addEventPlayer): whoever runs the event (its host, or for a group's event the
   * group's owner or an admin), until the event is COMPLETED — also once it has started.
   */
  addPlayer: Scalars['Boolean']['output'];
  /** Cancel Event: whoever runs the event (its host, or for a group's event the group's owner or an admin), event UPCOMING. */
  cancel: Scalars['Boolean']['output'];
  /** Decline the invitation (declineEventInvite): invited, not a player, event UPCOMING (full or not). */
  decline: Scalars['Boolean']['output'];
  /** Edit Event (updateEvent): whoever runs the event (its host, or for a group's event the group's owner or an admin), event UPCOMING. */
  edit: Scalars['Boolean']['output'];
  /** Invite Players: whoever runs the event (its host, or for a group's event the group's owner or an admin), event UPCOMING. */
  invite: Scalars['Boolean']['output'];
  /** Join Event: not a player, not invited, event UPCOMING and not full. */
  join: Scalars['Boolean']['output'];
  /**
   * Join the waitlist: the event is UPCOMING and full, and the viewer may join it (not a player,
   * not on the waitlist already).
   */
  joinWaitlist: Scalars['Boolean']['output'];
  /** Leave Event: a player who is not the host, event UPCOMING. */
  leave: Scalars['Boolean']['output'];
  /** Leave the waitlist: the viewer is on it and the event is UPCOMING. */
  leaveWaitlist: Scalars['Boolean']['output'];
  /**
   * Record buy-ins and cash-outs and settle (recordCashBuyIn, recordCashOut, settleCashGame): a CASH
   * game not yet completed, for its host and the group's owner and admins.
   */
  manageCashGame: Scalars['Boolean']['output'];
  /** Add and remove tables, release any seat: whoever runs the event (its host, or for a group's event the group's owner or an admin). */
  manageTables: Scalars['Boolean']['output'];
  /** Withdraw a pending invitation (removeEventInvite): whoever runs the event (its host, or for a group's event the group's owner or an admin). */
  removeInvite: Scalars['Boolean']['output'];
  /** Remove a player other than the host (removeEventPlayer): whoever runs the event (its host, or for a group's event the group's owner or an admin), event UPCOMING. */
  removePlayer: Scalars['Boolean']['output'];
  /** Reserve a seat: a player. */
  reserveSeat: Scalars['Boolean']['output'];
  /**
   * Start and run the tournament (clock, rebuys, busts, seating, finish, chop): whoever runs the
   * event (its host, or for a group's event the group's owner or an admin), until it is COMPLETED
   * (not a cash game).
   */
  runTournament: Scalars['Boolean']['output'];
  /** See the pending invitations (Event.invitedEmails is null for anyone else): whoever runs the event (its host, or for a group's event the group's owner or an admin). */
  seeInvitations: Scalars['Boolean']['output'];
  /**
   * Set or update winners: whoever runs the event (its host, or for a group's event the group's owner or an admin), once the event has started (IN_PROGRESS or
   * COMPLETED).
   */
  setWinners: Scalars['Boolean']['output'];
};

/**
 * A list of events a page at a time (Relay cursor pagination). `first` is 1 to 100 (20 when left
 * out); `after` is an `endCursor` this list returned.
 */
export type EventConnection = {
  __typename?: 'EventConnection';
  /** This page's events, in the list's order. */
  edges: Array<EventEdge>;
  /** Whether there is a next page, and the cursor to ask for it. */
  pageInfo: PageInfo;
  /** How many events the whole list holds now, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One event in a page of an EventConnection. */
export type EventEdge = {
  __typename?: 'EventEdge';
  /** This row's place in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The event. */
  node: Event;
};

export { EventStatus };

/** A table at an event, with numbered seats 1..maxSeats. */
export type EventTable = {
  __typename?: 'EventTable';
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Seat count, 6 to 10. */
  maxSeats: Scalars['Int']['output'];
  /** Name, e.g. Main table. */
  name: Scalars['String']['output'];
  /** Reserved seats, by seat number. */
  seats: Array<Seat>;
};

/** Which of a group's events Group.events lists. */
export type EventWhen =
  /** Started or with results recorded, latest first. */
  | 'PAST'
  /** Not started and no results yet, soonest first. */
  | 'UPCOMING';

export { GameKind };

/** A circle of regulars who play together, with its own events and leaderboard. */
export type Group = {
  __typename?: 'Group';
  /** The latest 50 things members did in the group, newest first; empty for non-members. */
  activity: Array<GroupActivity>;
  /**
   * The group's whole activity log, newest first, a page at a time: `activity` (the latest 50) as
   * a connection, for integrators and long histories. Empty for non-members.
   */
  activityLog: GroupActivityConnection;
  /**
   * Each member's balance across the group's completed games (prizes and cash-outs minus buy-ins,
   * rebuys and add-ons), after recorded payments, largest first; members at 0 are left out. A game
   * whose prizes are not what was paid in (winners entered by hand) is left out. Empty for viewers
   * who are not members.
   */
  balances: Array<Balance>;
  /**
   * The group's results a page at a time: its COMPLETED events (results recorded or cash game
   * settled), latest first; read each event's `results` or `cashEntries`. Empty for those who may
   * not see the group.
   */
  completedEvents: EventConnection;
  /** When the group was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The season running now (the one that started last, if several); null between seasons. */
  currentSeason?: Maybe<Season>;
  /** Optional description. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The group's events a page at a time: UPCOMING soonest first, PAST latest first (the
   * connection behind `upcomingEvents` and `pastEvents`). Empty for those who may not see the group.
   */
  events: EventConnection;
  /**
   * The group's guests not yet claimed, by name: reused night after night, so the same friend is one
   * guest in every leaderboard. Members only (empty for others).
   */
  guests: Array<User>;
  /** Stable id; the web app's link is /#/groups/{id}. */
  id: Scalars['ID']['output'];
  /** Invited e-mail addresses not yet answered; the owner only, null for others. */
  invitedEmails?: Maybe<Array<Scalars['String']['output']>>;
  /** Per-player figures from the group's completed events, most wins first. */
  leaderboard: Array<GroupPlayerStats>;
  /** How many members the group has, owner included. */
  memberCount: Scalars['Int']['output'];
  /** Members with their role, games played and last played, owner first; empty for non-members. */
  memberRoles: Array<GroupMember>;
  /** Members, owner first, then by name. */
  members: Array<User>;
  /** Name; required. */
  name: Scalars['String']['output'];
  /** The group's creator, who manages members and invitations. */
  owner: User;
  /** The group's other events (IN_PROGRESS or COMPLETED), latest first. */
  pastEvents: Array<Event>;
  /**
   * The payments recorded in the group, newest first, a page at a time: what moved the balances
   * besides the games. Empty for viewers who are not members. A payment whose recorder's account is
   * gone is left out (it still counts in the balances).
   */
  payments: PaymentConnection;
  /** The group's seasons, latest start first; empty for those who cannot see the group. */
  seasons: Array<Season>;
  /** The transfers that settle every balance: at most one fewer than the members with a balance. */
  settleUp: Array<Transfer>;
  /** The group's UPCOMING events (not started, no results), soonest first. */
  upcomingEvents: Array<Event>;
  /** What the viewer may do with this group. */
  viewerCan: GroupCapabilities;
  /** The viewer's role; null when they are not a member (an invited address, say). */
  viewerRole?: Maybe<GroupRole>;
};


/** A circle of regulars who play together, with its own events and leaderboard. */
export type GroupActivityLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A circle of regulars who play together, with its own events and leaderboard. */
export type GroupCompletedEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** A circle of regulars who play together, with its own events and leaderboard. */
export type GroupEventsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  when: EventWhen;
};


/** A circle of regulars who play together, with its own events and leaderboard. */
export type GroupPaymentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** One line of a group's activity log: who did what, when. */
export type GroupActivity = {
  __typename?: 'GroupActivity';
  /** Who did it. */
  actor: User;
  /** When it happened. */
  at: Scalars['DateTime']['output'];
  /** What they did, in a sentence ("Ann made Bea an admin"). */
  summary: Scalars['String']['output'];
};

/**
 * A group's activity log a page at a time (Relay cursor pagination). `first` is 1 to 100 (20 when
 * left out); `after` is an `endCursor` this list returned.
 */
export type GroupActivityConnection = {
  __typename?: 'GroupActivityConnection';
  /** This page's lines, newest first. */
  edges: Array<GroupActivityEdge>;
  /** Whether there is a next page, and the cursor to ask for it. */
  pageInfo: PageInfo;
  /** How many lines the whole log holds now, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One line of a group's activity log in a page of a GroupActivityConnection. */
export type GroupActivityEdge = {
  __typename?: 'GroupActivityEdge';
  /** This line's place in the log: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The line. */
  node: GroupActivity;
};

/** The actions the viewer may take on a group. */
export type GroupCapabilities = {
  __typename?: 'GroupCapabilities';
  /** Create events for the group: any member. */
  createEvent: Scalars['Boolean']['output'];
  /** Delete a recorded payment (deletePayment): the owner and admins. */
  deletePayments: Scalars['Boolean']['output'];
  /** Invite Members and cancel invitations: the owner. */
  invite: Scalars['Boolean']['output'];
  /** Leave Group: a member who is not the owner. */
  leave: Scalars['Boolean']['output'];
  /** Change members' roles and hand the group over: the owner. */
  manageRoles: Scalars['Boolean']['output'];
  /** Create seasons: the owner and admins. */
  manageSeasons: Scalars['Boolean']['output'];
  /** Record payments between members: the owner and admins. */
  recordPayments: Scalars['Boolean']['output'];
  /** Remove other members: the owner. */
  removeMembers: Scalars['Boolean']['output'];
  /** Accept or decline: an invited non-member. */
  respondToInvite: Scalars['Boolean']['output'];
};

/** One member with their role and how much they play. */
export type GroupMember = {
  __typename?: 'GroupMember';
  /** The group's completed events they played in. */
  gamesPlayed: Scalars['Int']['output'];
  /** When the latest of those started; null if they have played none. */
  lastPlayedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Their role in the group. */
  role: GroupRole;
  /** The member. */
  user: User;
};

/** A player's figures in one group, from its completed events. */
export type GroupPlayerStats = {
  __typename?: 'GroupPlayerStats';
  /** Completed group events the player played in. */
  gamesPlayed: Scalars['Int']['output'];
  /** Completed group events the player won (first place). */
  gamesWon: Scalars['Int']['output'];
  /**
   * Sum of the player's prizes (and bounties) in whole cents, summed exactly by the database: a
   * SafeInt, so totals past Int's $21,474,836.47 read as they are.
   */
  totalEarningsCents: Scalars['SafeInt']['output'];
  /**
   * Completed group tournaments the player played in: gamesPlayed without cash games, which have no
   * winners. The Most Wins board's win percentage is gamesWon over this.
   */
  tournamentsPlayed: Scalars['Int']['output'];
  /** The player. */
  user: User;
};

/** A member's role in a group: one owner, any number of admins, everyone else a member. */
export type GroupRole =
  /** Runs the group beside the owner: invites, manages events, seasons and payments. */
  | 'ADMIN'
  /** Plays in the group and creates events. */
  | 'MEMBER'
  /** Created the group or was handed it: everything admins may do, plus roles and handing over. */
  | 'OWNER';

/** What a claim link offers, shown before the viewer accepts it. */
export type GuestClaimOffer = {
  __typename?: 'GuestClaimOffer';
  /** How many events the guest has played. */
  gamesPlayed: Scalars['Int']['output'];
  /** The group the guest belongs to, if any: the viewer joins it on accepting. */
  groupName?: Maybe<Scalars['String']['output']>;
  /** The guest whose games would move to the viewer. */
  guest: User;
};

/** The outcome of an invitation by e-mail list. */
export type InviteResult = {
  __typename?: 'InviteResult';
  /** Addresses invited (lower-cased, each once). */
  invited: Array<Scalars['String']['output']>;
  /** Entries skipped because they are not valid addresses; show the warning when non-empty. */
  skipped: Array<Scalars['String']['output']>;
  /**
   * Every entry that got no new invitation e-mail, with why: invalid entries (as in skipped),
   * addresses already playing or already members, and addresses already invited (those stay
   * invited, and are also in invited, but are not e-mailed again). In the order given.
   */
  skippedEntries: Array<SkippedInvite>;
};

/** Why an entry of an invitation list got no new invitation. */
export type InviteSkipReason =
  /** Already invited and not answered yet: the invitation stands, no second e-mail. */
  | 'ALREADY_INVITED'
  /** Already a member of the group. */
  | 'ALREADY_MEMBER'
  /** Already plays in the event. */
  | 'ALREADY_PLAYING'
  /** Not a valid e-mail address. */
  | 'INVALID';

/** A saved place to play, reusable when creating events. */
export type Location = {
  __typename?: 'Location';
  /** The address shown on events. */
  address: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** A short name, e.g. Dave's garage. */
  name: Scalars['String']['output'];
};

/** The signed-in user, with everything their screens need. */
export type Me = {
  __typename?: 'Me';
  /** The user's personal access tokens, newest first (expired ones too, until revoked). */
  accessTokens: Array<AccessToken>;
  /** How this account signs in; password settings are offered only for PASSWORD. */
  authProvider: AuthProvider;
  /**
   * The secret address of an iCalendar feed (RFC 5545; webcal-compatible) of the games this user
   * plays in or is invited to, upcoming and from the last 90 days, for a calendar app to subscribe
   * to. Anyone with the address can read the feed, without signing in; rotateCalendarFeed replaces
   * it. Created on first read.
   */
  calendarFeedUrl: Scalars['String']['output'];
  /** Display name; empty until the profile is completed, which every other screen needs. */
  displayName: Scalars['String']['output'];
  /** Lower-cased e-mail address. */
  email: Scalars['String']['output'];
  /** Whether the e-mail address has been verified. Protected operations need it. */
  emailVerified: Scalars['Boolean']['output'];
  /**
   * Events I play in or host that are not upcoming (started, or with results), latest first, a
   * page at a time: `pastEvents` as a connection, for integrators and long histories.
   */
  eventHistory: EventConnection;
  /** Groups I am a member of, by name. */
  groups: Array<Group>;
  /** Stable id; the same as the `User.id` others see. */
  id: Scalars['ID']['output'];
  /** My saved locations, by name. */
  locations: Array<Location>;
  /** Events I play in or host that are not UPCOMING (started, or with results), latest first. */
  pastEvents: Array<Event>;
  /** UPCOMING events my e-mail is invited to; an invitation to an event that has started is not pending. */
  pendingEventInvites: Array<Event>;
  /** Groups my e-mail is invited to. */
  pendingGroupInvites: Array<Group>;
  /** People who played in my earlier events, by name. */
  previousAttendees: Array<User>;
  /** Dashboard counters. */
  stats: PlayerStats;
  /** IANA time zone the user's dates are shown in (default America/Los_Angeles). */
  timezone: Scalars['String']['output'];
  /** My custom tournament templates, by name. */
  tournamentTemplates: Array<TournamentTemplate>;
  /** UPCOMING events I play in, soonest first. */
  upcomingEvents: Array<Event>;
  /** UPCOMING events I am on the waitlist of, soonest first (the dashboard's Waitlisted). */
  waitlistedEvents: Array<Event>;
};


/** The signed-in user, with everything their screens need. */
export type MeEventHistoryArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Write operations; each returns the changed object so clients can update their caches. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts the viewer's invitation and joins the group. */
  acceptGroupInvite: Group;
  /**
   * Adds a player the viewer knows (Event.addablePlayers) to an event that is not COMPLETED, also
   * once it has started (a walk-in); a running game night enters them as a late entry. The player
   * cap holds. Adding a player twice is harmless. Whoever runs the event only.
   */
  addEventPlayer: Event;
  /**
   * Adds a guest as a player of an event that is not COMPLETED, also once it has started: a new
   * guest by displayName, or an existing one by guestId (Event.addableGuests). A new name that
   * matches one of the group's (or, outside a group, the viewer's) guests reuses that guest. The
   * player cap holds; adding a guest twice is harmless. Whoever runs the event only.
   */
  addGuestPlayer: Event;
  /** Adds a table of 6 to 10 seats. Host only. */
  addTable: Event;
  /** Moves the fewest players so table sizes differ by at most one; Tournament.seatMoves lists them. Host only. */
  balanceTables: Event;
  /**
   * Busts a player: they take the next finishing place from the bottom. eliminatedByUserId, a player
   * still in, gets the knockout (and the bounty). With one player left, finishTournament records
   * the results. Host only.
   */
  bustPlayer: Tournament;
  /** E-mails every player and invited address, then deletes the event. Host only. */
  cancelEvent: Scalars['Boolean']['output'];
  /** Withdraws an invitation. Owner only. */
  cancelGroupInvite: Group;
  /**
   * Changes the password after checking the current one; ends the user's other sessions. With
   * endEveryAccess, as a reset does: every access token is revoked and the calendar feed's URL
   * changes too.
   */
  changePassword: Scalars['Boolean']['output'];
  /** Finishes with the remaining players splitting the money by the chosen method (see chopPreview). Host only. */
  chopTournament: Event;
  /**
   * Accepts a claim link: every game, result, seat and amount of money of the guest becomes the
   * viewer's, in one transaction, and (for a group's guest) the viewer joins the group. The link
   * must have been sent to the viewer's own address. Refused when the viewer and the guest played
   * the same event, or have payments between them.
   */
  claimGuest: Me;
  /**
   * Creates a personal access token that acts as the signed-in user, with at most their rights.
   * `name` is required (at most 100 characters); `scopes` needs READ or WRITE (WRITE includes
   * READ); `expiresInDays` is 1 to 365, or null for a token that never expires. At most 20 tokens
   * per user. Not allowed with an access token: sign in to the web app.
   */
  createAccessToken: NewAccessToken;
  /** Creates an event with the viewer as host and first player. */
  createEvent: Event;
  /**
   * A weekly series: count events (2 to 26), every everyWeeks weeks (1 to 4) from input.startsAt,
   * each at the same wall-clock time in the host's time zone (across summer-time changes), each an
   * ordinary event created as createEvent creates one (its invitations included). All or nothing:
   * one date in the past, or any other refusal, creates none. Soonest first.
   */
  createEventSeries: Array<Event>;
  /** Creates a group with the viewer as owner and first member. */
  createGroup: Group;
  /** Saves a location for the viewer. */
  createLocation: Location;
  /** Starts a season (the owner and admins: GroupCapabilities.manageSeasons). */
  createSeason: Season;
  /** Declines the viewer's invitation. */
  declineEventInvite: Scalars['Boolean']['output'];
  /** Declines the viewer's invitation. */
  declineGroupInvite: Scalars['Boolean']['output'];
  /**
   * Deletes a payment recorded by mistake, moving both balances back; the group's activity log says
   * who deleted what. The group's owner and admins (GroupCapabilities.deletePayments); anyone else is
   * FORBIDDEN. A payment id that is not one of a group you belong to is NOT_FOUND. Answers the group
   * (its balances as they are now).
   */
  deletePayment: Group;
  /**
   * Deletes one of my custom templates and returns true. Errors: FORBIDDEN for a built-in template
   * or someone else's; NOT_FOUND for an unknown id.
   */
  deleteTournamentTemplate: Scalars['Boolean']['output'];
  /**
   * Random seats for every player still in over the event's tables, adding tables when they do not
   * seat everyone evenly: of seatsPerTable seats (6 to 10; an addition to the contract), else the
   * size of the event's largest table, else 9. Busted players lose their seats. Host only.
   */
  drawSeats: Event;
  /**
   * Run it again: a new event with this one's title, description, location, buy-in, cap, group,
   * tables (names and seats) and reminder on a new date, which must be in the future. Its players
   * (and, for a group event, the group's members) are invited with the usual invitation e-mail.
   * Host only; the event may be upcoming or past.
   */
  duplicateEvent: Event;
  /** Records every place (prizes from the payouts, bounties), places 1–3 as winners; the event is COMPLETED. Host only. */
  finishTournament: Event;
  /**
   * E-mails a link with which the holder of `email` takes the guest's history over. A new link
   * replaces the guest's earlier ones. Whoever may manage the guest.
   */
  inviteGuestToClaim: Scalars['Boolean']['output'];
  /** Invites a list of e-mail addresses separated by commas, spaces or new lines. Host only. */
  inviteToEvent: InviteResult;
  /** Invites e-mail addresses separated by commas, spaces or new lines. Owner only. */
  inviteToGroup: InviteResult;
  /** Joins an event (also accepts an invitation). Never exceeds the cap; joining twice is harmless. */
  joinEvent: Event;
  /**
   * Puts the viewer on a full event's waitlist (at the end). Anyone who may join the event may wait
   * for it; an invitation stays as it is. Being on it already is harmless.
   */
  joinWaitlist: Event;
  /** Leaves an event and releases the viewer's seats. The host cannot leave. */
  leaveEvent: Event;
  /** Leaves the group; a new invitation is needed to rejoin. Not for the owner. */
  leaveGroup: Scalars['Boolean']['output'];
  /** Takes the viewer off the event's waitlist. */
  leaveWaitlist: Event;
  /**
   * Moves the viewer's seat at this table to another free seat in one write: the old seat is
   * released and the new one taken together, or neither (the seat map's Move here).
   */
  moveSeat: Event;
  /** Pauses the clock. Host only. */
  pauseTournament: Tournament;
  /** Records one add-on for a player still in (add-ons on and open at this level). Host only. */
  recordAddOn: Tournament;
  /**
   * Adds one buy-in for a player of a CASH game that is not completed (several per player are
   * fine). Whole cents, more than 0. The host and the group's owner and admins.
   */
  recordCashBuyIn: Event;
  /**
   * Sets (replaces) a player's cash-out: whole cents, 0 or more; the player must have bought in.
   * The host and the group's owner and admins, while the game is not completed.
   */
  recordCashOut: Event;
  /**
   * Records that one member paid another outside the app ("Bea paid Cal $40"), moving both balances
   * towards 0. The group's owner and admins (GroupCapabilities.recordPayments); whole cents, more
   * than 0, at most $1,000,000; two different members (or someone who left still owing or owed).
   */
  recordPayment: Group;
  /** Records one rebuy for a player still in (rebuys on and open at this level). Host only. */
  recordRebuy: Tournament;
  /** Creates a password account, signs it in and e-mails a verification link. */
  register: Me;
  /** Releases a seat: the viewer's own, or any seat for the host. */
  releaseSeat: Event;
  /** Withdraws an invitation. Host only. */
  removeEventInvite: Event;
  /**
   * Removes a player (never the host) and releases their seats; the first on the waitlist takes the
   * place. Host only, event UPCOMING.
   */
  removeEventPlayer: Event;
  /** Removes a member (never the owner). Owner only. */
  removeGroupMember: Group;
  /**
   * Removes a guest who has not played yet (nothing in any event); a guest with games stays, since
   * the history is everyone's. Whoever may manage the guest.
   */
  removeGuest: Scalars['Boolean']['output'];
  /** Removes a table and its seat reservations. Host only. */
  removeTable: Event;
  /** Renames a guest. Whoever may manage the guest (User.viewerCanManageGuest). */
  renameGuest: User;
  /** E-mails a password reset link. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /**
   * Reserves a seat for the viewer, who must be a player. The host may pass playerId to seat
   * another player (the seat map's Undo after releasing that player's seat).
   */
  reserveSeat: Event;
  /**
   * Sets a new password with the code from a reset link. Someone else may have had the account, so
   * every session of the user ends, every access token is revoked and the calendar feed's URL
   * changes.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Undoes a mistaken bust: the player is back in, whoever was credited loses the knockout, and
   * players busted after them each move one place down (their places are renumbered). Host only.
   */
  restorePlayer: Tournament;
  /** Resumes the clock where it was paused. Host only. */
  resumeTournament: Tournament;
  /**
   * Revokes one of the signed-in user's tokens at once: requests with it are refused and sockets
   * opened with it close, on every server instance. True when a token was revoked; false when the
   * user has no token with that id (already revoked, say), which changes nothing. Not allowed with
   * an access token.
   */
  revokeAccessToken: Scalars['Boolean']['output'];
  /** Gives the calendar feed a new secret address; the old one stops working at once. */
  rotateCalendarFeed: Me;
  /** A new display link; the old one stops working. Host only. (An addition to the contract.) */
  rotateTournamentDisplay: Tournament;
  /**
   * Creates a custom template (no id) or updates one of mine (with its id). Needs a verified account
   * with a display name. Errors: BAD_USER_INPUT with the validation message; FORBIDDEN for a built-in
   * template ("Built-in templates cannot be changed") or someone else's; NOT_FOUND for an unknown id.
   */
  saveTournamentTemplate: TournamentTemplate;
  /** Stores the message and e-mails it to support. Works signed out; throttled per address. */
  sendContactMessage: Scalars['Boolean']['output'];
  /** E-mails a new verification link. Does nothing if the user is already verified. */
  sendVerificationEmail: Scalars['Boolean']['output'];
  /**
   * Gives a member a role. Owner only. OWNER hands the group over: that member becomes the owner
   * and the old owner an admin. Setting the role someone has changes nothing.
   */
  setGroupRole: Group;
  /** Jumps to a level (0-based), with its full duration; next and previous are ±1. Host only. */
  setTournamentLevel: Tournament;
  /** Replaces the winners and marks the event COMPLETED. Host only, once the event has started. */
  setWinners: Event;
  /**
   * Settles a CASH game and completes the event: refused (BAD_USER_INPUT) until every player who
   * bought in has a cash-out and the cash-outs equal the buy-ins, the message giving the difference.
   */
  settleCashGame: Event;
  /** Signs in with e-mail and password and sets the session cookie. */
  signIn: Me;
  /** Ends the current session and every other session of this user. */
  signOut: Scalars['Boolean']['output'];
  /**
   * Starts the tournament: copies the template, makes every player an entry, starts level 1. Host
   * only. More than an hour before the event's start, the event's startsAt moves to now.
   */
  startTournament: Tournament;
  /**
   * Undoes a REBUY, ADD_ON, BUST or LEVEL entry of the night's log, as if it had not happened: a
   * rebuy or add-on is taken off the count, a bust is restored (later places move down, the
   * knockout is taken back), a level change puts back the level and the time it had left. The
   * entry is marked undone and an UNDO entry is logged. Whoever runs the night, while it runs;
   * an entry already undone is refused.
   */
  undoTournamentAction: Tournament;
  /**
   * Changes an upcoming event. Host only. A new date or location e-mails every player (but the
   * host) and every invited address once, saying what changed; other changes e-mail nobody.
   */
  updateEvent: Event;
  /** Saves the display name and time zone. */
  updateProfile: Me;
  /** Applies the code from a verification link. */
  verifyEmail: Me;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationAcceptGroupInviteArgs = {
  groupId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationAddEventPlayerArgs = {
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationAddGuestPlayerArgs = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  eventId: Scalars['ID']['input'];
  guestId?: InputMaybe<Scalars['ID']['input']>;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationAddTableArgs = {
  eventId: Scalars['ID']['input'];
  maxSeats: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationBalanceTablesArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationBustPlayerArgs = {
  eliminatedByUserId?: InputMaybe<Scalars['ID']['input']>;
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCancelEventArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCancelGroupInviteArgs = {
  email: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  endEveryAccess?: InputMaybe<Scalars['Boolean']['input']>;
  newPassword: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationChopTournamentArgs = {
  eventId: Scalars['ID']['input'];
  method: ChopMethod;
  stacks?: InputMaybe<Array<StackInput>>;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationClaimGuestArgs = {
  code: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateAccessTokenArgs = {
  expiresInDays?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  scopes: Array<AccessScope>;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateEventArgs = {
  input: CreateEventInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateEventSeriesArgs = {
  input: CreateEventInput;
  recurrence: RecurrenceInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateGroupArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateLocationArgs = {
  address: Scalars['String']['input'];
  name: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationCreateSeasonArgs = {
  endsAt: Scalars['DateTime']['input'];
  groupId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  pointsFormula: PointsFormula;
  startsAt: Scalars['DateTime']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDeclineEventInviteArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDeclineGroupInviteArgs = {
  groupId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDeletePaymentArgs = {
  paymentId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDeleteTournamentTemplateArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDrawSeatsArgs = {
  eventId: Scalars['ID']['input'];
  seatsPerTable?: InputMaybe<Scalars['Int']['input']>;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationDuplicateEventArgs = {
  eventId: Scalars['ID']['input'];
  startsAt: Scalars['DateTime']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationFinishTournamentArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationInviteGuestToClaimArgs = {
  email: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationInviteToEventArgs = {
  emails: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationInviteToGroupArgs = {
  emails: Scalars['String']['input'];
  groupId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationJoinEventArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationJoinWaitlistArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationLeaveEventArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationLeaveGroupArgs = {
  groupId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationLeaveWaitlistArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationMoveSeatArgs = {
  seatNumber: Scalars['Int']['input'];
  tableId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationPauseTournamentArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRecordAddOnArgs = {
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRecordCashBuyInArgs = {
  amountCents: Scalars['Int']['input'];
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRecordCashOutArgs = {
  amountCents: Scalars['Int']['input'];
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRecordPaymentArgs = {
  amountCents: Scalars['Int']['input'];
  fromUserId: Scalars['ID']['input'];
  groupId: Scalars['ID']['input'];
  toUserId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRecordRebuyArgs = {
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationReleaseSeatArgs = {
  seatNumber: Scalars['Int']['input'];
  tableId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRemoveEventInviteArgs = {
  email: Scalars['String']['input'];
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRemoveEventPlayerArgs = {
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRemoveGroupMemberArgs = {
  groupId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRemoveGuestArgs = {
  guestId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRemoveTableArgs = {
  tableId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRenameGuestArgs = {
  displayName: Scalars['String']['input'];
  guestId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationReserveSeatArgs = {
  playerId?: InputMaybe<Scalars['ID']['input']>;
  seatNumber: Scalars['Int']['input'];
  tableId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationResetPasswordArgs = {
  code: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRestorePlayerArgs = {
  eventId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationResumeTournamentArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRevokeAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationRotateTournamentDisplayArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSaveTournamentTemplateArgs = {
  input: TournamentTemplateInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSetGroupRoleArgs = {
  groupId: Scalars['ID']['input'];
  role: GroupRole;
  userId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSetTournamentLevelArgs = {
  eventId: Scalars['ID']['input'];
  levelIndex: Scalars['Int']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSetWinnersArgs = {
  eventId: Scalars['ID']['input'];
  winners: Array<WinnerInput>;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSettleCashGameArgs = {
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationSignInArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationStartTournamentArgs = {
  eventId: Scalars['ID']['input'];
  settings: TournamentSettingsInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationUndoTournamentActionArgs = {
  entryId: Scalars['ID']['input'];
  eventId: Scalars['ID']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationUpdateEventArgs = {
  eventId: Scalars['ID']['input'];
  input: UpdateEventInput;
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationUpdateProfileArgs = {
  displayName: Scalars['String']['input'];
  timezone: Scalars['String']['input'];
};


/** Write operations; each returns the changed object so clients can update their caches. */
export type MutationVerifyEmailArgs = {
  code: Scalars['String']['input'];
};

/** A token just created: the only time its text is shown. */
export type NewAccessToken = {
  __typename?: 'NewAccessToken';
  /** The token as lists show it from now on. */
  accessToken: AccessToken;
  /**
   * The token, to send as `Authorization: Bearer <token>` over HTTP or as `{ authorization:
   * "Bearer <token>" }` in graphql-ws `connectionParams`. It starts with `pn_`. It cannot be shown
   * again: copy it now.
   */
  token: Scalars['String']['output'];
};

/**
 * Where a page of a connection starts and ends: the four fields of the Relay cursor connections
 * spec. Pass `endCursor` as `after` to read the next page; cursors are opaque, stable strings (never
 * offsets), valid only for the list that returned them. Lists page forward only (`first`/`after`).
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of this page's last row; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether rows follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /**
   * Always false: lists page forward only (`first`/`after`, no `last`/`before`), and the Relay spec
   * lets such a list answer false rather than look for rows before `after`.
   */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of this page's first row; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A payment recorded between two members (recordPayment): `from` paid `to` outside the app. */
export type Payment = {
  __typename?: 'Payment';
  /** Whole cents, more than 0, at most $1,000,000. */
  amountCents: Scalars['Int']['output'];
  /** Who paid. */
  from: User;
  /** Stable id: what deletePayment takes. */
  id: Scalars['ID']['output'];
  /** When it was recorded. */
  recordedAt: Scalars['DateTime']['output'];
  /** Who recorded it (the owner or an admin at the time). */
  recordedBy: User;
  /** Who was paid. */
  to: User;
};

/**
 * A group's recorded payments a page at a time (Relay cursor pagination). `first` is 1 to 100 (20
 * when left out); `after` is an `endCursor` this list returned.
 */
export type PaymentConnection = {
  __typename?: 'PaymentConnection';
  /** This page's payments, newest first. */
  edges: Array<PaymentEdge>;
  /** Whether there is a next page, and the cursor to ask for it. */
  pageInfo: PageInfo;
  /** How many payments the group has now, over every page. */
  totalCount: Scalars['Int']['output'];
};

/** One payment in a page of a PaymentConnection. */
export type PaymentEdge = {
  __typename?: 'PaymentEdge';
  /** This payment's place in the list: pass it as `after` to continue after it. */
  cursor: Scalars['String']['output'];
  /** The payment. */
  node: Payment;
};

/** What one paid place takes. */
export type Payout = {
  __typename?: 'Payout';
  /** The amount in whole cents. */
  amountCents: Scalars['Int']['output'];
  /** Percent of the prize pool. */
  percent: Scalars['Int']['output'];
  /** Finishing place, 1 for the winner. */
  place: Scalars['Int']['output'];
};

/** A personal tally shown on the dashboard. */
export type PlayerStats = {
  __typename?: 'PlayerStats';
  /** Completed events the user played in. */
  gamesPlayed: Scalars['Int']['output'];
  /** Events whose first place is the user. */
  gamesWon: Scalars['Int']['output'];
  /** UPCOMING events the user plays in: exactly the dashboard's upcoming list. */
  upcomingGames: Scalars['Int']['output'];
};

/** How a season turns each game's finishing place into points (core/points.ts). */
export type PointsFormula =
  /** 10 × √entrants ÷ √place, to the hundredth: bigger fields are worth more, later places less. */
  | 'FIELD_SIZE_WEIGHTED'
  /** Entrants − place + 1: the winner of a 7-player game gets 7, last place 1. */
  | 'FINISH_ORDER'
  /** 5 for playing, plus 10 / 6 / 3 for 1st / 2nd / 3rd. */
  | 'PARTICIPATION_PLUS_FINISH';

/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * What each remaining player would take in a chop of the remaining prize money. ICM and
   * CHIP_COUNT need a stack for every player still in; EVEN needs none. Host only.
   */
  chopPreview: Array<ChopShare>;
  /** One event, or null when it does not exist. */
  event?: Maybe<Event>;
  /** One group, for its members and invited addresses; FORBIDDEN "You do not have access to this group" otherwise. */
  group?: Maybe<Group>;
  /**
   * What the claim link with this code offers the signed-in viewer, or null when the link is not
   * valid (unknown, used, expired or sent to another address).
   */
  guestClaim?: Maybe<GuestClaimOffer>;
  /** The signed-in user, or null when signed out. */
  me?: Maybe<Me>;
  /** The sign-in methods available on this server. Public. */
  signInMethods: SignInMethods;
  /** The public display behind a display link; null for an unknown (or rotated) token. No sign-in. */
  tournamentDisplay?: Maybe<TournamentDisplay>;
  /** The built-in templates for everyone, followed by the viewer's custom ones when signed in. */
  tournamentTemplates: Array<TournamentTemplate>;
};


/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type QueryChopPreviewArgs = {
  eventId: Scalars['ID']['input'];
  method: ChopMethod;
  stacks?: InputMaybe<Array<StackInput>>;
};


/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type QueryEventArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type QueryGroupArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type QueryGuestClaimArgs = {
  code: Scalars['String']['input'];
};


/**
 * Read operations; each domain file extends it. Errors carry `extensions.code`: UNAUTHENTICATED,
 * EMAIL_NOT_VERIFIED, PROFILE_INCOMPLETE, FORBIDDEN, NOT_FOUND, BAD_USER_INPUT, CONFLICT, RATE_LIMITED.
 */
export type QueryTournamentDisplayArgs = {
  token: Scalars['String']['input'];
};

/**
 * How a series repeats (createEventSeries): every everyWeeks weeks (1 to 4), count events in all
 * (2 to 26), the first on the input's startsAt.
 */
export type RecurrenceInput = {
  /** Events in the series, the first included: 2 to 26. */
  count: Scalars['Int']['input'];
  /** Weeks between two events of the series: 1 to 4. */
  everyWeeks: Scalars['Int']['input'];
};

/** One finishing place of a finished tournament. */
export type Result = {
  __typename?: 'Result';
  /** Bounties won in whole cents (knockouts × the bounty). */
  bountyCents: Scalars['Int']['output'];
  /** Finishing place, 1 for the winner. */
  place: Scalars['Int']['output'];
  /** Prize in whole cents (the payout, or the chop share). */
  prizeCents: Scalars['Int']['output'];
  /** The player. */
  user: User;
};

/** A stretch of a group's games scored together: the group's completed tournaments that start within it. */
export type Season = {
  __typename?: 'Season';
  /** When it ends: games starting before this count. */
  endsAt: Scalars['DateTime']['output'];
  /** The season's id. */
  id: Scalars['ID']['output'];
  /** Its name ("Spring 2027"). */
  name: Scalars['String']['output'];
  /** How games are scored. */
  pointsFormula: PointsFormula;
  /** Everyone who played a counted game, by points, then games won, then earnings; equals share a rank. */
  standings: Array<SeasonStanding>;
  /** When it starts: games starting at or after this count. */
  startsAt: Scalars['DateTime']['output'];
};

/** One player's line in a season's standings. */
export type SeasonStanding = {
  __typename?: 'SeasonStanding';
  /** Prizes and bounties they won in counted games, in whole cents (a SafeInt: a sum). */
  earningsCents: Scalars['SafeInt']['output'];
  /** Counted games they played. */
  gamesPlayed: Scalars['Int']['output'];
  /** Counted games they won. */
  gamesWon: Scalars['Int']['output'];
  /** Points from every counted game, at most two decimals. */
  points: Scalars['Float']['output'];
  /** 1 for the leader; players equal on points, wins and earnings share a rank (1, 2, 2, 4). */
  rank: Scalars['Int']['output'];
  /** The player. */
  user: User;
};

/** A reserved seat. */
export type Seat = {
  __typename?: 'Seat';
  /** Who holds it. */
  player: User;
  /** 1 to the table's maxSeats. */
  seatNumber: Scalars['Int']['output'];
};

/** One table move of a balancing: the player leaves one seat for another. */
export type SeatMove = {
  __typename?: 'SeatMove';
  /** The seat they leave. */
  fromSeat: Scalars['Int']['output'];
  /** The table they leave. */
  fromTable: Scalars['String']['output'];
  /** Who moves. */
  player: User;
  /** Their new seat. */
  toSeat: Scalars['Int']['output'];
  /** The table they go to. */
  toTable: Scalars['String']['output'];
};

/** Which sign-in methods this server offers. */
export type SignInMethods = {
  __typename?: 'SignInMethods';
  /** Whether Google sign-in is configured; the web hides its button otherwise. */
  google: Scalars['Boolean']['output'];
};

/** One entry of an invitation list that got no new invitation. */
export type SkippedInvite = {
  __typename?: 'SkippedInvite';
  /** The entry, trimmed and lower-cased. */
  entry: Scalars['String']['output'];
  /** Why it was skipped. */
  reason: InviteSkipReason;
};

/** One player's chip count for a chop. */
export type StackInput = {
  /** Their chips; a whole number of at least 1. */
  chips: Scalars['Int']['input'];
  /** A player still in. */
  userId: Scalars['ID']['input'];
};

/** Live updates over graphql-ws on the same `/graphql` endpoint, authenticated by the session cookie. */
export type Subscription = {
  __typename?: 'Subscription';
  /** The event changed; null once it is cancelled (deleted). */
  eventChanged?: Maybe<Event>;
  /** The group changed; null once the viewer no longer has access. */
  groupChanged?: Maybe<Group>;
  /** The signed-in user's dashboard data changed: lists, invitations or stats. */
  meChanged?: Maybe<Me>;
  /** The event's tournament changed (players and the host); null while there is none. */
  tournamentChanged?: Maybe<Tournament>;
  /** The tournament behind a display link changed; null once the link is rotated. No sign-in. */
  tournamentDisplayChanged?: Maybe<TournamentDisplay>;
};


/** Live updates over graphql-ws on the same `/graphql` endpoint, authenticated by the session cookie. */
export type SubscriptionEventChangedArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on the same `/graphql` endpoint, authenticated by the session cookie. */
export type SubscriptionGroupChangedArgs = {
  id: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on the same `/graphql` endpoint, authenticated by the session cookie. */
export type SubscriptionTournamentChangedArgs = {
  eventId: Scalars['ID']['input'];
};


/** Live updates over graphql-ws on the same `/graphql` endpoint, authenticated by the session cookie. */
export type SubscriptionTournamentDisplayChangedArgs = {
  token: Scalars['String']['input'];
};

/**
 * The tournament run live from an event (Game night): one clock for everyone, entries with rebuys,
 * add-ons, knockouts and finishing places, the prize pool and payouts. The server is the authority
 * on the clock: clients show `remainingSeconds` counted down from `serverNow`, corrected for their
 * own clock's skew.
 */
export type Tournament = {
  __typename?: 'Tournament';
  /** One add-on in whole cents; 0 when add-ons are off. */
  addOnCents: Scalars['Int']['output'];
  /** Add-ons are open during the first this-many playing levels and a break right after; null: all night. */
  addOnLevels?: Maybe<Scalars['Int']['output']>;
  /** Chips in play divided by players left (every buy-in, rebuy and add-on is one starting stack). */
  averageStack: Scalars['Int']['output'];
  /** The bounty on each player's head in whole cents, paid to whoever knocks them out; 0 when off. */
  bountyCents: Scalars['Int']['output'];
  /** The buy-in in whole cents, the event's. */
  buyInCents: Scalars['Int']['output'];
  /**
   * Every chip on the tables: one starting stack (the template's chip set) per buy-in, rebuy and
   * add-on. A chop's counts should add up to it. (An addition to the contract.)
   */
  chipsInPlay: Scalars['Int']['output'];
  /** The level being played. */
  currentLevel: BlindLevel;
  /**
   * The public read-only clock (a TV, a QR code on the host's screen), no sign-in needed: for the
   * host and players; null for anyone else (the display itself included).
   */
  displayUrl?: Maybe<Scalars['String']['output']>;
  /** Every player: still in first (in joining order), then the busted by finishing place. */
  entries: Array<TournamentEntry>;
  /** The event it belongs to. */
  eventId: Scalars['ID']['output'];
  /** When it finished; null until then. */
  finishedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** RUNNING: when the current level ends, by the server's clock; null when PAUSED or FINISHED. */
  levelEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** 0-based index into template.levels of the level being played. */
  levelIndex: Scalars['Int']['output'];
  /** The night's log, newest first: the host and players (never the public display, where it is empty). */
  log: Array<TournamentLogEntry>;
  /**
   * Whole seconds at serverNow until the next break begins (on a break: the one after it), held
   * still while paused; null when no break lies ahead or the tournament is finished.
   */
  nextBreakInSeconds?: Maybe<Scalars['Int']['output']>;
  /** The level after this one; null on the last level. */
  nextLevel?: Maybe<BlindLevel>;
  /** Percent of the prize pool for place 1, 2, …; whole numbers summing to 100. */
  payoutPercents: Array<Scalars['Int']['output']>;
  /** What each paid place takes, in whole cents; they add up to the prize pool (remainder to 1st). */
  payouts: Array<Payout>;
  /** RUNNING, PAUSED or FINISHED. */
  phase: TournamentPhase;
  /** Players not busted yet. */
  playersLeft: Scalars['Int']['output'];
  /** Buy-ins + rebuys + add-ons, in whole cents, bounties excepted (those are paid apart). */
  prizePoolCents: Scalars['Int']['output'];
  /** One rebuy in whole cents; 0 when rebuys are off. */
  rebuyCents: Scalars['Int']['output'];
  /** Rebuys are open during the first this-many playing levels and a break right after; null: all night. */
  rebuyLevels?: Maybe<Scalars['Int']['output']>;
  /** Whole seconds left in the current level at serverNow (0 on the last level once it has run out). */
  remainingSeconds: Scalars['Int']['output'];
  /** The moves of the latest table balancing (balanceTables), for every screen to show. */
  seatMoves: Array<SeatMove>;
  /** The server's clock when this was resolved; clients correct their own clock's skew with it. */
  serverNow: Scalars['DateTime']['output'];
  /** When the host started it. */
  startedAt: Scalars['DateTime']['output'];
  /** The template as it was copied at the start; editing the template later changes nothing. */
  template: TournamentTemplate;
};

/** The public, read-only view behind the display link: names only, no e-mail addresses. */
export type TournamentDisplay = {
  __typename?: 'TournamentDisplay';
  /** The event's title. */
  eventTitle: Scalars['String']['output'];
  /** Every finishing place once the night is over, by place (as Event.results); empty until then. */
  results: Array<DisplayResult>;
  /**
   * Where the players still in sit, by table (the event's order) then seat: the latest draw or
   * balancing, or the seats they took; empty before anyone sits and once the night is over.
   */
  seats: Array<DisplaySeat>;
  /** The tournament, its players by display name only. */
  tournament: Tournament;
};

/** One player in the tournament. */
export type TournamentEntry = {
  __typename?: 'TournamentEntry';
  /** Add-ons recorded for this player. */
  addOns: Scalars['Int']['output'];
  /** When the player was busted; null while still in. */
  bustedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who knocked the player out, when the host said so. */
  eliminatedBy?: Maybe<User>;
  /** Finishing place once busted (or when the tournament finished); null while still in. */
  finishPlace?: Maybe<Scalars['Int']['output']>;
  /** Players this player knocked out (each earns a bounty). */
  knockouts: Scalars['Int']['output'];
  /** The player (display name; an address only where User.email allows it, never on the display). */
  player: User;
  /** Rebuys recorded for this player. */
  rebuys: Scalars['Int']['output'];
  /** The player's seat number at that table; null when unseated. */
  seatNumber?: Maybe<Scalars['Int']['output']>;
  /** The table the player sits at, by name; null when unseated. */
  tableName?: Maybe<Scalars['String']['output']>;
};

/**
 * One line of a game night's log: every write of the night (start, clock, rebuys, add-ons, busts,
 * restores, seats, the finish) is written here with who did it and when. The host may undo a
 * REBUY, ADD_ON, BUST or LEVEL entry while the night runs (undoTournamentAction); each undo is an
 * UNDO entry of its own.
 */
export type TournamentLogEntry = {
  __typename?: 'TournamentLogEntry';
  /** Who did it (the host, or a group owner or admin running the night). */
  actor: User;
  /** When it happened, by the server's clock. */
  at: Scalars['DateTime']['output'];
  /** Whether the viewer may undo it now: the host, on a standing REBUY, ADD_ON, BUST or LEVEL of a running night. */
  canUndo: Scalars['Boolean']['output'];
  /** BUST: who was credited with the knockout; null otherwise. (An addition to the contract.) */
  eliminatedBy?: Maybe<User>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /**
   * What was done: START, PAUSE, RESUME, LEVEL, REBUY, ADD_ON, BUST, RESTORE, SEAT_DRAW, BALANCE,
   * DISPLAY_LINK, CHOP, FINISH or UNDO. New kinds may be added; show an unknown one as is.
   */
  kind: Scalars['String']['output'];
  /** LEVEL: the level moved to, 0-based like Tournament.levelIndex; null for other kinds. (An addition to the contract.) */
  levelIndex?: Maybe<Scalars['Int']['output']>;
  /** The player it was about (REBUY, ADD_ON, BUST, RESTORE; an UNDO's undone entry's); null otherwise. */
  player?: Maybe<User>;
  /** When the host undid it; null while it stands. */
  undoneAt?: Maybe<Scalars['DateTime']['output']>;
  /** UNDO: the kind of the entry it undid; null for other kinds. (An addition to the contract.) */
  undoneKind?: Maybe<Scalars['String']['output']>;
};

export { TournamentPhase };

/** How the host sets up the tournament at the start. */
export type TournamentSettingsInput = {
  /** One add-on in whole cents; 0 or left out for no add-ons. */
  addOnCents?: InputMaybe<Scalars['Int']['input']>;
  /** Add-ons open during the first this-many playing levels (1 to their number; breaks not counted); left out: all night. */
  addOnLevels?: InputMaybe<Scalars['Int']['input']>;
  /** The bounty per player in whole cents; 0 or left out for no bounties. */
  bountyCents?: InputMaybe<Scalars['Int']['input']>;
  /** Percent per paid place (1st first), whole numbers summing to 100; left out: the preset for the field size. */
  payoutPercents?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** One rebuy in whole cents; 0 or left out for no rebuys. */
  rebuyCents?: InputMaybe<Scalars['Int']['input']>;
  /** Rebuys open during the first this-many playing levels (1 to their number; breaks not counted); left out: all night. */
  rebuyLevels?: InputMaybe<Scalars['Int']['input']>;
  /** A built-in template id or one of the host's own (custom-…); copied at the start. */
  templateId: Scalars['ID']['input'];
};

/**
 * A tournament template for the blind timer: a blind structure plus a chip set. The built-in ones
 * (Standard, Turbo, High Roller) are public; custom ones (ids starting `custom-`) belong to their owner.
 */
export type TournamentTemplate = {
  __typename?: 'TournamentTemplate';
  /** The blind structure's name, e.g. Standard Structure. */
  blindStructureName: Scalars['String']['output'];
  /** True for the built-in templates, which cannot be edited or deleted. */
  builtIn: Scalars['Boolean']['output'];
  /** The chip set's name, e.g. Standard Stack. */
  chipSetName: Scalars['String']['output'];
  /** The chips of a starting stack, in the order they are listed; at least one. */
  chips: Array<Chip>;
  /** Stable id: standard, turbo and high-roller for the built-ins, custom-… for custom templates. */
  id: Scalars['ID']['output'];
  /** The blind levels in play order; at least one. */
  levels: Array<BlindLevel>;
  /** The template's name, e.g. Standard Tournament. */
  name: Scalars['String']['output'];
};

/** A custom template to create or update. */
export type TournamentTemplateInput = {
  /** The chips of a starting stack; at least one. */
  chips: Array<ChipInput>;
  /** Absent: create a new custom template. Present: update that custom template (owner only). */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The blind levels in play order; at least one. */
  levels: Array<BlindLevelInput>;
  /** The template's name; required (trimmed). */
  name: Scalars['String']['input'];
};

/** One payment that settles balances: `from` pays `to`. */
export type Transfer = {
  __typename?: 'Transfer';
  /** Whole cents, more than 0 (a SafeInt: it can be a whole balance). */
  amountCents: Scalars['SafeInt']['output'];
  /** Who pays (a member whose balance is negative). */
  from: User;
  /** Who is paid (a member whose balance is positive). */
  to: User;
};

/**
 * Changes to an upcoming event (updateEvent): every field is optional, and a field left out or null
 * keeps its value. The same rules and messages as CreateEventInput; the date must be in the future
 * (for a group event too: an edit keeps the event upcoming).
 */
export type UpdateEventInput = {
  /** Whole cents, 0 to 100,000,000. */
  buyInCents?: InputMaybe<Scalars['Int']['input']>;
  /** Optional notes; an empty or blank text removes them. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Trimmed address text. A new location e-mails every player and invited address what changed. */
  location?: InputMaybe<Scalars['String']['input']>;
  /**
   * At least 2, and not below the players already attending ("Max players cannot be lower than the
   * N players already attending"). Raising it lets the waitlist in.
   */
  maxPlayers?: InputMaybe<Scalars['Int']['input']>;
  /** Hours before the start players are reminded by e-mail: 0 (off) to 168. */
  reminderHoursBefore?: InputMaybe<Scalars['Int']['input']>;
  /** Must be in the future. A new date e-mails every player and invited address what changed. */
  startsAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Trimmed; may not be blank. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** Another user as others see them. */
export type User = {
  __typename?: 'User';
  /** The name the user chose; empty until the profile is completed. */
  displayName: Scalars['String']['output'];
  /**
   * The user's e-mail address, for the user themself and for people who share a group with them;
   * null for everyone else (players of the same event see names only).
   */
  email?: Maybe<Scalars['String']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /**
   * Whether this is a guest: a name only, added by whoever runs an event, with no e-mail and no
   * sign-in. Guests play, are seated, win and owe like anyone else.
   */
  isGuest: Scalars['Boolean']['output'];
  /**
   * Whether the viewer may rename this guest, remove them or invite someone to claim them. False
   * for every user who is not a guest.
   */
  viewerCanManageGuest: Scalars['Boolean']['output'];
};

/** A recorded placing with its prize. */
export type Winner = {
  __typename?: 'Winner';
  /** 1, 2 or 3. */
  place: Scalars['Int']['output'];
  /** Prize in whole cents. */
  prizeCents: Scalars['Int']['output'];
  /** The player who placed. */
  user: User;
};

/** One place of the result. */
export type WinnerInput = {
  /** 1, 2 or 3; each at most once. */
  place: Scalars['Int']['input'];
  /** Prize in whole cents, 0 or more. 1st > 2nd > 3rd when both are nonzero. */
  prizeCents: Scalars['Int']['input'];
  /** A player of the event. */
  userId: Scalars['ID']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AccessScope: AccessScope;
  AccessToken: ResolverTypeWrapper<AccessToken>;
  AuthProvider: AuthProvider;
  Balance: ResolverTypeWrapper<Omit<Balance, 'user'> & { user: ResolversTypes['User'] }>;
  BlindLevel: ResolverTypeWrapper<BlindLevelModel>;
  BlindLevelInput: BlindLevelInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CashEntry: ResolverTypeWrapper<Omit<CashEntry, 'player'> & { player: ResolversTypes['User'] }>;
  Chip: ResolverTypeWrapper<Chip>;
  ChipInput: ChipInput;
  ChopMethod: ChopMethod;
  ChopShare: ResolverTypeWrapper<ChopShareModel>;
  ContactMessageInput: ContactMessageInput;
  CreateEventInput: CreateEventInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DisplayResult: ResolverTypeWrapper<DisplayResult>;
  DisplaySeat: ResolverTypeWrapper<DisplaySeat>;
  Event: ResolverTypeWrapper<EventModel>;
  EventCapabilities: ResolverTypeWrapper<EventCapabilities>;
  EventConnection: ResolverTypeWrapper<Omit<EventConnection, 'edges'> & { edges: Array<ResolversTypes['EventEdge']> }>;
  EventEdge: ResolverTypeWrapper<Omit<EventEdge, 'node'> & { node: ResolversTypes['Event'] }>;
  EventStatus: EventStatus;
  EventTable: ResolverTypeWrapper<EventTableModel>;
  EventWhen: EventWhen;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GameKind: GameKind;
  Group: ResolverTypeWrapper<GroupModel>;
  GroupActivity: ResolverTypeWrapper<GroupActivityModel>;
  GroupActivityConnection: ResolverTypeWrapper<Omit<GroupActivityConnection, 'edges'> & { edges: Array<ResolversTypes['GroupActivityEdge']> }>;
  GroupActivityEdge: ResolverTypeWrapper<Omit<GroupActivityEdge, 'node'> & { node: ResolversTypes['GroupActivity'] }>;
  GroupCapabilities: ResolverTypeWrapper<GroupCapabilities>;
  GroupMember: ResolverTypeWrapper<GroupMemberModel>;
  GroupPlayerStats: ResolverTypeWrapper<GroupPlayerStatsModel>;
  GroupRole: GroupRole;
  GuestClaimOffer: ResolverTypeWrapper<GuestClaimOfferModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InviteResult: ResolverTypeWrapper<InviteResult>;
  InviteSkipReason: InviteSkipReason;
  Location: ResolverTypeWrapper<LocationModel>;
  Me: ResolverTypeWrapper<MeModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NewAccessToken: ResolverTypeWrapper<NewAccessToken>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Payment: ResolverTypeWrapper<PaymentModel>;
  PaymentConnection: ResolverTypeWrapper<Omit<PaymentConnection, 'edges'> & { edges: Array<ResolversTypes['PaymentEdge']> }>;
  PaymentEdge: ResolverTypeWrapper<Omit<PaymentEdge, 'node'> & { node: ResolversTypes['Payment'] }>;
  Payout: ResolverTypeWrapper<Payout>;
  PlayerStats: ResolverTypeWrapper<PlayerStats>;
  PointsFormula: PointsFormula;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecurrenceInput: RecurrenceInput;
  Result: ResolverTypeWrapper<ResultModel>;
  SafeInt: ResolverTypeWrapper<Scalars['SafeInt']['output']>;
  Season: ResolverTypeWrapper<SeasonModel>;
  SeasonStanding: ResolverTypeWrapper<SeasonStandingModel>;
  Seat: ResolverTypeWrapper<SeatModel>;
  SeatMove: ResolverTypeWrapper<SeatMoveModel>;
  SignInMethods: ResolverTypeWrapper<SignInMethods>;
  SkippedInvite: ResolverTypeWrapper<SkippedInvite>;
  StackInput: StackInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tournament: ResolverTypeWrapper<TournamentModel>;
  TournamentDisplay: ResolverTypeWrapper<TournamentDisplayModel>;
  TournamentEntry: ResolverTypeWrapper<TournamentEntryModel>;
  TournamentLogEntry: ResolverTypeWrapper<TournamentLogEntryModel>;
  TournamentPhase: TournamentPhase;
  TournamentSettingsInput: TournamentSettingsInput;
  TournamentTemplate: ResolverTypeWrapper<TournamentTemplateModel>;
  TournamentTemplateInput: TournamentTemplateInput;
  Transfer: ResolverTypeWrapper<Omit<Transfer, 'from' | 'to'> & { from: ResolversTypes['User'], to: ResolversTypes['User'] }>;
  UpdateEventInput: UpdateEventInput;
  User: ResolverTypeWrapper<UserModel>;
  Winner: ResolverTypeWrapper<WinnerModel>;
  WinnerInput: WinnerInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccessToken: AccessToken;
  Balance: Omit<Balance, 'user'> & { user: ResolversParentTypes['User'] };
  BlindLevel: BlindLevelModel;
  BlindLevelInput: BlindLevelInput;
  Boolean: Scalars['Boolean']['output'];
  CashEntry: Omit<CashEntry, 'player'> & { player: ResolversParentTypes['User'] };
  Chip: Chip;
  ChipInput: ChipInput;
  ChopShare: ChopShareModel;
  ContactMessageInput: ContactMessageInput;
  CreateEventInput: CreateEventInput;
  DateTime: Scalars['DateTime']['output'];
  DisplayResult: DisplayResult;
  DisplaySeat: DisplaySeat;
  Event: EventModel;
  EventCapabilities: EventCapabilities;
  EventConnection: Omit<EventConnection, 'edges'> & { edges: Array<ResolversParentTypes['EventEdge']> };
  EventEdge: Omit<EventEdge, 'node'> & { node: ResolversParentTypes['Event'] };
  EventTable: EventTableModel;
  Float: Scalars['Float']['output'];
  Group: GroupModel;
  GroupActivity: GroupActivityModel;
  GroupActivityConnection: Omit<GroupActivityConnection, 'edges'> & { edges: Array<ResolversParentTypes['GroupActivityEdge']> };
  GroupActivityEdge: Omit<GroupActivityEdge, 'node'> & { node: ResolversParentTypes['GroupActivity'] };
  GroupCapabilities: GroupCapabilities;
  GroupMember: GroupMemberModel;
  GroupPlayerStats: GroupPlayerStatsModel;
  GuestClaimOffer: GuestClaimOfferModel;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InviteResult: InviteResult;
  Location: LocationModel;
  Me: MeModel;
  Mutation: Record<PropertyKey, never>;
  NewAccessToken: NewAccessToken;
  PageInfo: PageInfo;
  Payment: PaymentModel;
  PaymentConnection: Omit<PaymentConnection, 'edges'> & { edges: Array<ResolversParentTypes['PaymentEdge']> };
  PaymentEdge: Omit<PaymentEdge, 'node'> & { node: ResolversParentTypes['Payment'] };
  Payout: Payout;
  PlayerStats: PlayerStats;
  Query: Record<PropertyKey, never>;
  RecurrenceInput: RecurrenceInput;
  Result: ResultModel;
  SafeInt: Scalars['SafeInt']['output'];
  Season: SeasonModel;
  SeasonStanding: SeasonStandingModel;
  Seat: SeatModel;
  SeatMove: SeatMoveModel;
  SignInMethods: SignInMethods;
  SkippedInvite: SkippedInvite;
  StackInput: StackInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tournament: TournamentModel;
  TournamentDisplay: TournamentDisplayModel;
  TournamentEntry: TournamentEntryModel;
  TournamentLogEntry: TournamentLogEntryModel;
  TournamentSettingsInput: TournamentSettingsInput;
  TournamentTemplate: TournamentTemplateModel;
  TournamentTemplateInput: TournamentTemplateInput;
  Transfer: Omit<Transfer, 'from' | 'to'> & { from: ResolversParentTypes['User'], to: ResolversParentTypes['User'] };
  UpdateEventInput: UpdateEventInput;
  User: UserModel;
  Winner: WinnerModel;
  WinnerInput: WinnerInput;
}>;

export type AccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccessToken'] = ResolversParentTypes['AccessToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['AccessScope']>, ParentType, ContextType>;
}>;

export type BalanceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = ResolversObject<{
  netCents?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type BlindLevelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BlindLevel'] = ResolversParentTypes['BlindLevel']> = ResolversObject<{
  ante?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bigBlind?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  durationMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBreak?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smallBlind?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CashEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashEntry'] = ResolversParentTypes['CashEntry']> = ResolversObject<{
  buyInsCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashOutCents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  player?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type ChipResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Chip'] = ResolversParentTypes['Chip']> = ResolversObject<{
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ChopShareResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChopShare'] = ResolversParentTypes['ChopShare']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DisplayResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplayResult'] = ResolversParentTypes['DisplayResult']> = ResolversObject<{
  bountyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DisplaySeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DisplaySeat'] = ResolversParentTypes['DisplaySeat']> = ResolversObject<{
  playerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seatNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tableName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Event'] = ResolversParentTypes['Event']> = ResolversObject<{
  addableGuests?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  addablePlayers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  buyInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cashEntries?: Resolver<Array<ResolversTypes['CashEntry']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedEmails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GameKind'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxPlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  playerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  players?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  reminderHoursBefore?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Result']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EventStatus'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['EventTable']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['EventCapabilities'], ParentType, ContextType>;
  waitlist?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  winners?: Resolver<Array<ResolversTypes['Winner']>, ParentType, ContextType>;
}>;

export type EventCapabilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventCapabilities'] = ResolversParentTypes['EventCapabilities']> = ResolversObject<{
  acceptInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  addPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  edit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  join?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinWaitlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leaveWaitlist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageCashGame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageTables?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removePlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reserveSeat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  runTournament?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  seeInvitations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setWinners?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EventConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventConnection'] = ResolversParentTypes['EventConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['EventEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EventEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventEdge'] = ResolversParentTypes['EventEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Event'], ParentType, ContextType>;
}>;

export type EventStatusResolvers = EnumResolverSignature<{ COMPLETED?: any, IN_PROGRESS?: any, UPCOMING?: any }, ResolversTypes['EventStatus']>;

export type EventTableResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EventTable'] = ResolversParentTypes['EventTable']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxSeats?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['Seat']>, ParentType, ContextType>;
}>;

export type GameKindResolvers = EnumResolverSignature<{ CASH?: any, TOURNAMENT?: any }, ResolversTypes['GameKind']>;

export type GroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  activity?: Resolver<Array<ResolversTypes['GroupActivity']>, ParentType, ContextType>;
  activityLog?: Resolver<ResolversTypes['GroupActivityConnection'], ParentType, ContextType, Partial<GroupActivityLogArgs>>;
  balances?: Resolver<Array<ResolversTypes['Balance']>, ParentType, ContextType>;
  completedEvents?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, Partial<GroupCompletedEventsArgs>>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentSeason?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, RequireFields<GroupEventsArgs, 'when'>>;
  guests?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedEmails?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  leaderboard?: Resolver<Array<ResolversTypes['GroupPlayerStats']>, ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberRoles?: Resolver<Array<ResolversTypes['GroupMember']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  pastEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  payments?: Resolver<ResolversTypes['PaymentConnection'], ParentType, ContextType, Partial<GroupPaymentsArgs>>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType>;
  settleUp?: Resolver<Array<ResolversTypes['Transfer']>, ParentType, ContextType>;
  upcomingEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  viewerCan?: Resolver<ResolversTypes['GroupCapabilities'], ParentType, ContextType>;
  viewerRole?: Resolver<Maybe<ResolversTypes['GroupRole']>, ParentType, ContextType>;
}>;

export type GroupActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupActivity'] = ResolversParentTypes['GroupActivity']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupActivityConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupActivityConnection'] = ResolversParentTypes['GroupActivityConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['GroupActivityEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupActivityEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupActivityEdge'] = ResolversParentTypes['GroupActivityEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['GroupActivity'], ParentType, ContextType>;
}>;

export type GroupCapabilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupCapabilities'] = ResolversParentTypes['GroupCapabilities']> = ResolversObject<{
  createEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deletePayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  invite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  leave?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageRoles?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageSeasons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recordPayments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeMembers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  respondToInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type GroupMemberResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupMember'] = ResolversParentTypes['GroupMember']> = ResolversObject<{
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastPlayedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['GroupRole'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type GroupPlayerStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupPlayerStats'] = ResolversParentTypes['GroupPlayerStats']> = ResolversObject<{
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gamesWon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalEarningsCents?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  tournamentsPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type GuestClaimOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GuestClaimOffer'] = ResolversParentTypes['GuestClaimOffer']> = ResolversObject<{
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type InviteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InviteResult'] = ResolversParentTypes['InviteResult']> = ResolversObject<{
  invited?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  skipped?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  skippedEntries?: Resolver<Array<ResolversTypes['SkippedInvite']>, ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  accessTokens?: Resolver<Array<ResolversTypes['AccessToken']>, ParentType, ContextType>;
  authProvider?: Resolver<ResolversTypes['AuthProvider'], ParentType, ContextType>;
  calendarFeedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eventHistory?: Resolver<ResolversTypes['EventConnection'], ParentType, ContextType, Partial<MeEventHistoryArgs>>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  pastEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pendingEventInvites?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  pendingGroupInvites?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  previousAttendees?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  stats?: Resolver<ResolversTypes['PlayerStats'], ParentType, ContextType>;
  timezone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournamentTemplates?: Resolver<Array<ResolversTypes['TournamentTemplate']>, ParentType, ContextType>;
  upcomingEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
  waitlistedEvents?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptGroupInvite?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationAcceptGroupInviteArgs, 'groupId'>>;
  addEventPlayer?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddEventPlayerArgs, 'eventId' | 'userId'>>;
  addGuestPlayer?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddGuestPlayerArgs, 'eventId'>>;
  addTable?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationAddTableArgs, 'eventId' | 'maxSeats' | 'name'>>;
  balanceTables?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationBalanceTablesArgs, 'eventId'>>;
  bustPlayer?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationBustPlayerArgs, 'eventId' | 'userId'>>;
  cancelEvent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelEventArgs, 'eventId'>>;
  cancelGroupInvite?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCancelGroupInviteArgs, 'email' | 'groupId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'endEveryAccess' | 'newPassword'>>;
  chopTournament?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationChopTournamentArgs, 'eventId' | 'method'>>;
  claimGuest?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationClaimGuestArgs, 'code'>>;
  createAccessToken?: Resolver<ResolversTypes['NewAccessToken'], ParentType, ContextType, RequireFields<MutationCreateAccessTokenArgs, 'name' | 'scopes'>>;
  createEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationCreateEventArgs, 'input'>>;
  createEventSeries?: Resolver<Array<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<MutationCreateEventSeriesArgs, 'input' | 'recurrence'>>;
  createGroup?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationCreateGroupArgs, 'name'>>;
  createLocation?: Resolver<ResolversTypes['Location'], ParentType, ContextType, RequireFields<MutationCreateLocationArgs, 'address' | 'name'>>;
  createSeason?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationCreateSeasonArgs, 'endsAt' | 'groupId' | 'name' | 'pointsFormula' | 'startsAt'>>;
  declineEventInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineEventInviteArgs, 'eventId'>>;
  declineGroupInvite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeclineGroupInviteArgs, 'groupId'>>;
  deletePayment?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationDeletePaymentArgs, 'paymentId'>>;
  deleteTournamentTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTournamentTemplateArgs, 'id'>>;
  drawSeats?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationDrawSeatsArgs, 'eventId'>>;
  duplicateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationDuplicateEventArgs, 'eventId' | 'startsAt'>>;
  finishTournament?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationFinishTournamentArgs, 'eventId'>>;
  inviteGuestToClaim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationInviteGuestToClaimArgs, 'email' | 'guestId'>>;
  inviteToEvent?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteToEventArgs, 'emails' | 'eventId'>>;
  inviteToGroup?: Resolver<ResolversTypes['InviteResult'], ParentType, ContextType, RequireFields<MutationInviteToGroupArgs, 'emails' | 'groupId'>>;
  joinEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationJoinEventArgs, 'eventId'>>;
  joinWaitlist?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationJoinWaitlistArgs, 'eventId'>>;
  leaveEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationLeaveEventArgs, 'eventId'>>;
  leaveGroup?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationLeaveGroupArgs, 'groupId'>>;
  leaveWaitlist?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationLeaveWaitlistArgs, 'eventId'>>;
  moveSeat?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationMoveSeatArgs, 'seatNumber' | 'tableId'>>;
  pauseTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationPauseTournamentArgs, 'eventId'>>;
  recordAddOn?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationRecordAddOnArgs, 'eventId' | 'userId'>>;
  recordCashBuyIn?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRecordCashBuyInArgs, 'amountCents' | 'eventId' | 'userId'>>;
  recordCashOut?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRecordCashOutArgs, 'amountCents' | 'eventId' | 'userId'>>;
  recordPayment?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRecordPaymentArgs, 'amountCents' | 'fromUserId' | 'groupId' | 'toUserId'>>;
  recordRebuy?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationRecordRebuyArgs, 'eventId' | 'userId'>>;
  register?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'email' | 'password'>>;
  releaseSeat?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationReleaseSeatArgs, 'seatNumber' | 'tableId'>>;
  removeEventInvite?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRemoveEventInviteArgs, 'email' | 'eventId'>>;
  removeEventPlayer?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRemoveEventPlayerArgs, 'eventId' | 'userId'>>;
  removeGroupMember?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationRemoveGroupMemberArgs, 'groupId' | 'userId'>>;
  removeGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveGuestArgs, 'guestId'>>;
  removeTable?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationRemoveTableArgs, 'tableId'>>;
  renameGuest?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRenameGuestArgs, 'displayName' | 'guestId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  reserveSeat?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationReserveSeatArgs, 'seatNumber' | 'tableId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'code' | 'newPassword'>>;
  restorePlayer?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationRestorePlayerArgs, 'eventId' | 'userId'>>;
  resumeTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationResumeTournamentArgs, 'eventId'>>;
  revokeAccessToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeAccessTokenArgs, 'id'>>;
  rotateCalendarFeed?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  rotateTournamentDisplay?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationRotateTournamentDisplayArgs, 'eventId'>>;
  saveTournamentTemplate?: Resolver<ResolversTypes['TournamentTemplate'], ParentType, ContextType, RequireFields<MutationSaveTournamentTemplateArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendVerificationEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  setGroupRole?: Resolver<ResolversTypes['Group'], ParentType, ContextType, RequireFields<MutationSetGroupRoleArgs, 'groupId' | 'role' | 'userId'>>;
  setTournamentLevel?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationSetTournamentLevelArgs, 'eventId' | 'levelIndex'>>;
  setWinners?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSetWinnersArgs, 'eventId' | 'winners'>>;
  settleCashGame?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationSettleCashGameArgs, 'eventId'>>;
  signIn?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationSignInArgs, 'email' | 'password'>>;
  signOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationStartTournamentArgs, 'eventId' | 'settings'>>;
  undoTournamentAction?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationUndoTournamentActionArgs, 'entryId' | 'eventId'>>;
  updateEvent?: Resolver<ResolversTypes['Event'], ParentType, ContextType, RequireFields<MutationUpdateEventArgs, 'eventId' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'displayName' | 'timezone'>>;
  verifyEmail?: Resolver<ResolversTypes['Me'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'code'>>;
}>;

export type NewAccessTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NewAccessToken'] = ResolversParentTypes['NewAccessToken']> = ResolversObject<{
  accessToken?: Resolver<ResolversTypes['AccessToken'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  recordedBy?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type PaymentConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentConnection'] = ResolversParentTypes['PaymentConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['PaymentEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentEdgeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentEdge'] = ResolversParentTypes['PaymentEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Payment'], ParentType, ContextType>;
}>;

export type PayoutResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Payout'] = ResolversParentTypes['Payout']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PlayerStatsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlayerStats'] = ResolversParentTypes['PlayerStats']> = ResolversObject<{
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gamesWon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upcomingGames?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  chopPreview?: Resolver<Array<ResolversTypes['ChopShare']>, ParentType, ContextType, RequireFields<QueryChopPreviewArgs, 'eventId' | 'method'>>;
  event?: Resolver<Maybe<ResolversTypes['Event']>, ParentType, ContextType, RequireFields<QueryEventArgs, 'id'>>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType, RequireFields<QueryGroupArgs, 'id'>>;
  guestClaim?: Resolver<Maybe<ResolversTypes['GuestClaimOffer']>, ParentType, ContextType, RequireFields<QueryGuestClaimArgs, 'code'>>;
  me?: Resolver<Maybe<ResolversTypes['Me']>, ParentType, ContextType>;
  signInMethods?: Resolver<ResolversTypes['SignInMethods'], ParentType, ContextType>;
  tournamentDisplay?: Resolver<Maybe<ResolversTypes['TournamentDisplay']>, ParentType, ContextType, RequireFields<QueryTournamentDisplayArgs, 'token'>>;
  tournamentTemplates?: Resolver<Array<ResolversTypes['TournamentTemplate']>, ParentType, ContextType>;
}>;

export type ResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Result'] = ResolversParentTypes['Result']> = ResolversObject<{
  bountyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export interface SafeIntScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['SafeInt'], any> {
  name: 'SafeInt';
}

export type SeasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointsFormula?: Resolver<ResolversTypes['PointsFormula'], ParentType, ContextType>;
  standings?: Resolver<Array<ResolversTypes['SeasonStanding']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SeasonStandingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeasonStanding'] = ResolversParentTypes['SeasonStanding']> = ResolversObject<{
  earningsCents?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  gamesPlayed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gamesWon?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type SeatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Seat'] = ResolversParentTypes['Seat']> = ResolversObject<{
  player?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  seatNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SeatMoveResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SeatMove'] = ResolversParentTypes['SeatMove']> = ResolversObject<{
  fromSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fromTable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  toSeat?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toTable?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInMethodsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInMethods'] = ResolversParentTypes['SignInMethods']> = ResolversObject<{
  google?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SkippedInviteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SkippedInvite'] = ResolversParentTypes['SkippedInvite']> = ResolversObject<{
  entry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['InviteSkipReason'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  eventChanged?: SubscriptionResolver<Maybe<ResolversTypes['Event']>, "eventChanged", ParentType, ContextType, RequireFields<SubscriptionEventChangedArgs, 'id'>>;
  groupChanged?: SubscriptionResolver<Maybe<ResolversTypes['Group']>, "groupChanged", ParentType, ContextType, RequireFields<SubscriptionGroupChangedArgs, 'id'>>;
  meChanged?: SubscriptionResolver<Maybe<ResolversTypes['Me']>, "meChanged", ParentType, ContextType>;
  tournamentChanged?: SubscriptionResolver<Maybe<ResolversTypes['Tournament']>, "tournamentChanged", ParentType, ContextType, RequireFields<SubscriptionTournamentChangedArgs, 'eventId'>>;
  tournamentDisplayChanged?: SubscriptionResolver<Maybe<ResolversTypes['TournamentDisplay']>, "tournamentDisplayChanged", ParentType, ContextType, RequireFields<SubscriptionTournamentDisplayChangedArgs, 'token'>>;
}>;

export type TournamentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Tournament'] = ResolversParentTypes['Tournament']> = ResolversObject<{
  addOnCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  addOnLevels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  averageStack?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bountyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  buyInCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  chipsInPlay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currentLevel?: Resolver<ResolversTypes['BlindLevel'], ParentType, ContextType>;
  displayUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['TournamentEntry']>, ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levelEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  levelIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  log?: Resolver<Array<ResolversTypes['TournamentLogEntry']>, ParentType, ContextType>;
  nextBreakInSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nextLevel?: Resolver<Maybe<ResolversTypes['BlindLevel']>, ParentType, ContextType>;
  payoutPercents?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  payouts?: Resolver<Array<ResolversTypes['Payout']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['TournamentPhase'], ParentType, ContextType>;
  playersLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizePoolCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rebuyCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rebuyLevels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remainingSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatMoves?: Resolver<Array<ResolversTypes['SeatMove']>, ParentType, ContextType>;
  serverNow?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  template?: Resolver<ResolversTypes['TournamentTemplate'], ParentType, ContextType>;
}>;

export type TournamentDisplayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TournamentDisplay'] = ResolversParentTypes['TournamentDisplay']> = ResolversObject<{
  eventTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['DisplayResult']>, ParentType, ContextType>;
  seats?: Resolver<Array<ResolversTypes['DisplaySeat']>, ParentType, ContextType>;
  tournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType>;
}>;

export type TournamentEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TournamentEntry'] = ResolversParentTypes['TournamentEntry']> = ResolversObject<{
  addOns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bustedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  eliminatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  finishPlace?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  knockouts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  rebuys?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seatNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tableName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TournamentLogEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TournamentLogEntry'] = ResolversParentTypes['TournamentLogEntry']> = ResolversObject<{
  actor?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  canUndo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  eliminatedBy?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  levelIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  player?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  undoneAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  undoneKind?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TournamentPhaseResolvers = EnumResolverSignature<{ FINISHED?: any, PAUSED?: any, RUNNING?: any }, ResolversTypes['TournamentPhase']>;

export type TournamentTemplateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TournamentTemplate'] = ResolversParentTypes['TournamentTemplate']> = ResolversObject<{
  blindStructureName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  builtIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chipSetName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  chips?: Resolver<Array<ResolversTypes['Chip']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['BlindLevel']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Transfer'] = ResolversParentTypes['Transfer']> = ResolversObject<{
  amountCents?: Resolver<ResolversTypes['SafeInt'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewerCanManageGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type WinnerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Winner'] = ResolversParentTypes['Winner']> = ResolversObject<{
  place?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AccessToken?: AccessTokenResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BlindLevel?: BlindLevelResolvers<ContextType>;
  CashEntry?: CashEntryResolvers<ContextType>;
  Chip?: ChipResolvers<ContextType>;
  ChopShare?: ChopShareResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DisplayResult?: DisplayResultResolvers<ContextType>;
  DisplaySeat?: DisplaySeatResolvers<ContextType>;
  Event?: EventResolvers<ContextType>;
  EventCapabilities?: EventCapabilitiesResolvers<ContextType>;
  EventConnection?: EventConnectionResolvers<ContextType>;
  EventEdge?: EventEdgeResolvers<ContextType>;
  EventStatus?: EventStatusResolvers;
  EventTable?: EventTableResolvers<ContextType>;
  GameKind?: GameKindResolvers;
  Group?: GroupResolvers<ContextType>;
  GroupActivity?: GroupActivityResolvers<ContextType>;
  GroupActivityConnection?: GroupActivityConnectionResolvers<ContextType>;
  GroupActivityEdge?: GroupActivityEdgeResolvers<ContextType>;
  GroupCapabilities?: GroupCapabilitiesResolvers<ContextType>;
  GroupMember?: GroupMemberResolvers<ContextType>;
  GroupPlayerStats?: GroupPlayerStatsResolvers<ContextType>;
  GuestClaimOffer?: GuestClaimOfferResolvers<ContextType>;
  InviteResult?: InviteResultResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewAccessToken?: NewAccessTokenResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentConnection?: PaymentConnectionResolvers<ContextType>;
  PaymentEdge?: PaymentEdgeResolvers<ContextType>;
  Payout?: PayoutResolvers<ContextType>;
  PlayerStats?: PlayerStatsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Result?: ResultResolvers<ContextType>;
  SafeInt?: GraphQLScalarType;
  Season?: SeasonResolvers<ContextType>;
  SeasonStanding?: SeasonStandingResolvers<ContextType>;
  Seat?: SeatResolvers<ContextType>;
  SeatMove?: SeatMoveResolvers<ContextType>;
  SignInMethods?: SignInMethodsResolvers<ContextType>;
  SkippedInvite?: SkippedInviteResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tournament?: TournamentResolvers<ContextType>;
  TournamentDisplay?: TournamentDisplayResolvers<ContextType>;
  TournamentEntry?: TournamentEntryResolvers<ContextType>;
  TournamentLogEntry?: TournamentLogEntryResolvers<ContextType>;
  TournamentPhase?: TournamentPhaseResolvers;
  TournamentTemplate?: TournamentTemplateResolvers<ContextType>;
  Transfer?: TransferResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Winner?: WinnerResolvers<ContextType>;
}>;

