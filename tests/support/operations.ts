// The GraphQL operations the test fixtures send, each written once and typed: variables come from
// the server's generated argument types (so a renamed argument fails typecheck), results are the
// selection below. Tests that assert on a wider selection keep their own document beside them;
// tests that send malformed documents on purpose keep raw strings.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type {
  AccessScope,
  EventStatus,
  GroupActivityLogArgs,
  GroupCompletedEventsArgs,
  GroupEventsArgs,
  GroupRole,
  MeEventHistoryArgs,
  MutationAcceptGroupInviteArgs,
  MutationAddTableArgs,
  MutationCancelEventArgs,
  MutationCancelGroupInviteArgs,
  MutationChangePasswordArgs,
  MutationCreateAccessTokenArgs,
  MutationCreateEventArgs,
  MutationCreateGroupArgs,
  MutationCreateEventSeriesArgs,
  MutationCreateLocationArgs,
  MutationCreateSeasonArgs,
  MutationDeleteTournamentTemplateArgs,
  MutationDuplicateEventArgs,
  MutationInviteToEventArgs,
  MutationInviteToGroupArgs,
  MutationJoinEventArgs,
  MutationJoinWaitlistArgs,
  MutationLeaveGroupArgs,
  MutationLeaveEventArgs,
  MutationLeaveWaitlistArgs,
  MutationMoveSeatArgs,
  MutationReleaseSeatArgs,
  MutationRemoveEventInviteArgs,
  MutationRemoveEventPlayerArgs,
  MutationRemoveGroupMemberArgs,
  MutationRequestPasswordResetArgs,
  MutationRevokeAccessTokenArgs,
  MutationReserveSeatArgs,
  MutationRegisterArgs,
  MutationSaveTournamentTemplateArgs,
  MutationSendContactMessageArgs,
  MutationSetGroupRoleArgs,
  MutationSignInArgs,
  MutationUpdateEventArgs,
  MutationUpdateProfileArgs,
  MutationVerifyEmailArgs,
  QueryEventArgs,
  QueryGroupArgs,
} from '../../server/graphql/generated/resolvers-types';

/** Variables as JSON carries them: a DateTime is sent as its ISO-8601 string. */
export type OverTheWire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? OverTheWire<Item>[]
    : T extends object
      ? { [K in keyof T]: OverTheWire<T[K]> }
      : T;

export function operation<TResult, TVariables = Record<string, never>>(source: string) {
  return parse(source) as TypedDocumentNode<TResult, OverTheWire<TVariables>>;
}

export type CreateEventInput = OverTheWire<MutationCreateEventArgs['input']>;

export const Register = operation<{ register: { id: string } }, MutationRegisterArgs>(
  `mutation Register($email: String!, $password: String!) {
    register(email: $email, password: $password) { id }
  }`,
);

export const VerifyEmail = operation<{ verifyEmail: { id: string } }, MutationVerifyEmailArgs>(
  `mutation VerifyEmail($code: String!) { verifyEmail(code: $code) { id } }`,
);

export const SignIn = operation<{ signIn: { id: string } }, MutationSignInArgs>(
  `mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) { id }
  }`,
);

export const RequestPasswordReset = operation<
  { requestPasswordReset: boolean },
  MutationRequestPasswordResetArgs
>(`mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }`);

export const UpdateProfile = operation<
  { updateProfile: { id: string; displayName: string } },
  MutationUpdateProfileArgs
>(
  `mutation UpdateProfile($displayName: String!, $timezone: String!) {
    updateProfile(displayName: $displayName, timezone: $timezone) { id displayName }
  }`,
);

/** The signed-in user's id and name (null when nobody is signed in). */
export const Me = operation<{ me: { id: string; displayName: string } | null }>(
  `query Me { me { id displayName } }`,
);

export type ContactInput = MutationSendContactMessageArgs['input'];

export const SendContactMessage = operation<
  { sendContactMessage: boolean },
  MutationSendContactMessageArgs
>(
  `mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }`,
);

export const CreateEvent = operation<
  { createEvent: { id: string; status: EventStatus; title: string; startsAt: string } },
  MutationCreateEventArgs
>(
  `mutation CreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) { id status title startsAt }
  }`,
);

/** An event's editable fields, as updateEvent, duplicateEvent and createEventSeries return them. */
export interface EditableEvent {
  id: string;
  title: string;
  description: string | null;
  startsAt: string;
  location: string;
  buyInCents: number;
  maxPlayers: number;
  reminderHoursBefore: number;
  status: EventStatus;
  group: { id: string } | null;
  players: { id: string }[];
  invitedEmails: string[] | null;
  tables: { name: string; maxSeats: number }[];
  viewerCan: { edit: boolean };
}
const EDITABLE = `id title description startsAt location buyInCents maxPlayers reminderHoursBefore
  status group { id } players { id } invitedEmails tables { name maxSeats } viewerCan { edit }`;

export type UpdateEventInput = OverTheWire<MutationUpdateEventArgs['input']>;

export const UpdateEvent = operation<{ updateEvent: EditableEvent }, MutationUpdateEventArgs>(
  `mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {
    updateEvent(eventId: $eventId, input: $input) { ${EDITABLE} }
  }`,
);

export const DuplicateEvent = operation<
  { duplicateEvent: EditableEvent },
  MutationDuplicateEventArgs
>(
  `mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {
    duplicateEvent(eventId: $eventId, startsAt: $startsAt) { ${EDITABLE} }
  }`,
);

export const CreateEventSeries = operation<
  { createEventSeries: EditableEvent[] },
  MutationCreateEventSeriesArgs
>(
  `mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {
    createEventSeries(input: $input, recurrence: $recurrence) { ${EDITABLE} }
  }`,
);

/** An event as its host sees it, with the fields an edit may change. */
export const EditableEventById = operation<{ event: EditableEvent | null }, QueryEventArgs>(
  `query EditableEventById($id: ID!) { event(id: $id) { ${EDITABLE} } }`,
);

/** Whether the caller may see the event: its id, else an error or null. */
export const EventById = operation<{ event: { id: string } | null }, QueryEventArgs>(
  `query EventById($id: ID!) { event(id: $id) { id } }`,
);

export const JoinEvent = operation<{ joinEvent: { id: string } }, MutationJoinEventArgs>(
  `mutation JoinEvent($eventId: ID!) { joinEvent(eventId: $eventId) { id } }`,
);

export const InviteToEvent = operation<
  { inviteToEvent: { invited: string[]; skipped: string[] } },
  MutationInviteToEventArgs
>(
  `mutation InviteToEvent($eventId: ID!, $emails: String!) {
    inviteToEvent(eventId: $eventId, emails: $emails) { invited skipped }
  }`,
);

export const RemoveEventInvite = operation<
  { removeEventInvite: { id: string } },
  MutationRemoveEventInviteArgs
>(
  `mutation RemoveEventInvite($eventId: ID!, $email: String!) {
    removeEventInvite(eventId: $eventId, email: $email) { id }
  }`,
);

export const AddTable = operation<{ addTable: { id: string } }, MutationAddTableArgs>(
  `mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {
    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) { id }
  }`,
);

export const CreateLocation = operation<
  { createLocation: { id: string } },
  MutationCreateLocationArgs
>(
  `mutation CreateLocation($name: String!, $address: String!) {
    createLocation(name: $name, address: $address) { id }
  }`,
);

export type TemplateInput = OverTheWire<MutationSaveTournamentTemplateArgs['input']>;

export const SaveTemplate = operation<
  { saveTournamentTemplate: { id: string } },
  MutationSaveTournamentTemplateArgs
>(
  `mutation SaveTemplate($input: TournamentTemplateInput!) {
    saveTournamentTemplate(input: $input) { id }
  }`,
);

export const DeleteTemplate = operation<
  { deleteTournamentTemplate: boolean },
  MutationDeleteTournamentTemplateArgs
>(`mutation DeleteTemplate($id: ID!) { deleteTournamentTemplate(id: $id) }`);

export const CreateGroup = operation<
  { createGroup: { id: string; name: string } },
  MutationCreateGroupArgs
>(
  `mutation CreateGroup($name: String!, $description: String) {
    createGroup(name: $name, description: $description) { id name }
  }`,
);

export const InviteToGroup = operation<
  { inviteToGroup: { invited: string[]; skipped: string[] } },
  MutationInviteToGroupArgs
>(
  `mutation InviteToGroup($groupId: ID!, $emails: String!) {
    inviteToGroup(groupId: $groupId, emails: $emails) { invited skipped }
  }`,
);

export const AcceptGroupInvite = operation<
  { acceptGroupInvite: { id: string } },
  MutationAcceptGroupInviteArgs
>(`mutation AcceptGroupInvite($groupId: ID!) { acceptGroupInvite(groupId: $groupId) { id } }`);

export const CancelGroupInvite = operation<
  { cancelGroupInvite: { id: string } },
  MutationCancelGroupInviteArgs
>(
  `mutation CancelGroupInvite($groupId: ID!, $email: String!) {
    cancelGroupInvite(groupId: $groupId, email: $email) { id }
  }`,
);

export const RemoveGroupMember = operation<
  { removeGroupMember: { memberCount: number } },
  MutationRemoveGroupMemberArgs
>(
  `mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId) { memberCount }
  }`,
);

export const LeaveGroup = operation<{ leaveGroup: boolean }, MutationLeaveGroupArgs>(
  `mutation LeaveGroup($groupId: ID!) { leaveGroup(groupId: $groupId) }`,
);

export const SetGroupRole = operation<
  { setGroupRole: { owner: { id: string }; viewerRole: GroupRole | null } },
  MutationSetGroupRoleArgs
>(
  `mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {
    setGroupRole(groupId: $groupId, userId: $userId, role: $role) { owner { id } viewerRole }
  }`,
);

/** A group as its roles show it: who holds which role, what the viewer may do, the activity log. */
export interface GroupRolesView {
  owner: { id: string };
  viewerRole: GroupRole | null;
  memberRoles: {
    user: { id: string };
    role: GroupRole;
    gamesPlayed: number;
    lastPlayedAt: string | null;
  }[];
  viewerCan: {
    invite: boolean;
    removeMembers: boolean;
    manageSeasons: boolean;
    recordPayments: boolean;
    manageRoles: boolean;
    leave: boolean;
  };
  activity: { actor: { id: string }; summary: string }[];
}

export const GroupRoles = operation<{ group: GroupRolesView | null }, QueryGroupArgs>(
  `query GroupRoles($id: ID!) {
    group(id: $id) {
      owner { id }
      viewerRole
      memberRoles { user { id } role gamesPlayed lastPlayedAt }
      viewerCan { invite removeMembers manageSeasons recordPayments manageRoles leave }
      activity { actor { id } summary }
    }
  }`,
);

export const CreateSeason = operation<
  { createSeason: { id: string; name: string } },
  MutationCreateSeasonArgs
>(
  `mutation CreateSeason(
    $groupId: ID!
    $name: String!
    $startsAt: DateTime!
    $endsAt: DateTime!
    $pointsFormula: PointsFormula!
  ) {
    createSeason(
      groupId: $groupId
      name: $name
      startsAt: $startsAt
      endsAt: $endsAt
      pointsFormula: $pointsFormula
    ) { id name }
  }`,
);

export const CancelEvent = operation<{ cancelEvent: boolean }, MutationCancelEventArgs>(
  `mutation CancelEvent($eventId: ID!) { cancelEvent(eventId: $eventId) }`,
);

/** What the viewer may do to run an event, and the invitations those who run it see. */
export interface EventManagementView {
  id: string;
  invitedEmails: string[] | null;
  viewerCan: {
    edit: boolean;
    cancel: boolean;
    invite: boolean;
    setWinners: boolean;
    removePlayer: boolean;
    manageTables: boolean;
    seeInvitations: boolean;
    removeInvite: boolean;
    runTournament: boolean;
    leave: boolean;
  };
}

export const EventManagement = operation<{ event: EventManagementView | null }, QueryEventArgs>(
  `query EventManagement($id: ID!) {
    event(id: $id) {
      id
      invitedEmails
      viewerCan {
        edit cancel invite setWinners removePlayer manageTables seeInvitations removeInvite
        runTournament leave
      }
    }
  }`,
);

/** An event's seat maps, as the seat writes return them. */
export interface SeatedEvent {
  id: string;
  tables: { id: string; seats: { seatNumber: number; player: { id: string } }[] }[];
}
const SEATED = `id tables { id seats { seatNumber player { id } } }`;

export const ReserveSeat = operation<{ reserveSeat: SeatedEvent }, MutationReserveSeatArgs>(
  `mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {
    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) { ${SEATED} }
  }`,
);

export const MoveSeat = operation<{ moveSeat: SeatedEvent }, MutationMoveSeatArgs>(
  `mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {
    moveSeat(tableId: $tableId, seatNumber: $seatNumber) { ${SEATED} }
  }`,
);

export const ReleaseSeat = operation<{ releaseSeat: SeatedEvent }, MutationReleaseSeatArgs>(
  `mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {
    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) { ${SEATED} }
  }`,
);

/** An invitation list's outcome with every skipped entry and its reason. */
export interface InviteOutcome {
  invited: string[];
  skipped: string[];
  skippedEntries: { entry: string; reason: string }[];
}
const OUTCOME = `invited skipped skippedEntries { entry reason }`;

export const InviteToEventWithReasons = operation<
  { inviteToEvent: InviteOutcome },
  MutationInviteToEventArgs
>(
  `mutation InviteToEventWithReasons($eventId: ID!, $emails: String!) {
    inviteToEvent(eventId: $eventId, emails: $emails) { ${OUTCOME} }
  }`,
);

export const InviteToGroupWithReasons = operation<
  { inviteToGroup: InviteOutcome },
  MutationInviteToGroupArgs
>(
  `mutation InviteToGroupWithReasons($groupId: ID!, $emails: String!) {
    inviteToGroup(groupId: $groupId, emails: $emails) { ${OUTCOME} }
  }`,
);

/** An event as the waitlist's writes return it: who plays, who waits (in line), what I may do. */
export interface WaitlistedEvent {
  id: string;
  maxPlayers: number;
  playerCount: number;
  players: { id: string }[];
  waitlist: { id: string; displayName: string }[];
  viewerCan: {
    join: boolean;
    acceptInvite: boolean;
    joinWaitlist: boolean;
    leaveWaitlist: boolean;
  };
}
const WAITLISTED = `id maxPlayers playerCount players { id } waitlist { id displayName }
  viewerCan { join acceptInvite joinWaitlist leaveWaitlist }`;

export const WaitlistOfEvent = operation<{ event: WaitlistedEvent | null }, QueryEventArgs>(
  `query WaitlistOfEvent($id: ID!) { event(id: $id) { ${WAITLISTED} } }`,
);

export const JoinWaitlist = operation<{ joinWaitlist: WaitlistedEvent }, MutationJoinWaitlistArgs>(
  `mutation JoinWaitlist($eventId: ID!) { joinWaitlist(eventId: $eventId) { ${WAITLISTED} } }`,
);

export const LeaveWaitlist = operation<
  { leaveWaitlist: WaitlistedEvent },
  MutationLeaveWaitlistArgs
>(`mutation LeaveWaitlist($eventId: ID!) { leaveWaitlist(eventId: $eventId) { ${WAITLISTED} } }`);

export const LeaveEvent = operation<{ leaveEvent: WaitlistedEvent }, MutationLeaveEventArgs>(
  `mutation LeaveEvent($eventId: ID!) { leaveEvent(eventId: $eventId) { ${WAITLISTED} } }`,
);

export const JoinEventSeeingWaitlist = operation<
  { joinEvent: WaitlistedEvent },
  MutationJoinEventArgs
>(
  `mutation JoinEventSeeingWaitlist($eventId: ID!) { joinEvent(eventId: $eventId) { ${WAITLISTED} } }`,
);

export const RemoveEventPlayer = operation<
  { removeEventPlayer: WaitlistedEvent },
  MutationRemoveEventPlayerArgs
>(
  `mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {
    removeEventPlayer(eventId: $eventId, userId: $userId) { ${WAITLISTED} }
  }`,
);

export const WaitlistedEvents = operation<{
  me: { waitlistedEvents: { id: string }[]; upcomingEvents: { id: string }[] };
}>(`query WaitlistedEvents { me { waitlistedEvents { id } upcomingEvents { id } } }`);
/** A personal access token as its owner's list shows it. */
export interface AccessTokenFields {
  id: string;
  name: string;
  scopes: AccessScope[];
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
}

const ACCESS_TOKEN_FIELDS = 'id name scopes prefix createdAt lastUsedAt expiresAt';

export const CreateAccessToken = operation<
  { createAccessToken: { token: string; accessToken: AccessTokenFields } },
  MutationCreateAccessTokenArgs
>(
  `mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {
    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {
      token
      accessToken { ${ACCESS_TOKEN_FIELDS} }
    }
  }`,
);

export const RevokeAccessToken = operation<
  { revokeAccessToken: boolean },
  MutationRevokeAccessTokenArgs
>(`mutation RevokeAccessToken($id: ID!) { revokeAccessToken(id: $id) }`);

export const MyAccessTokens = operation<{ me: { accessTokens: AccessTokenFields[] } | null }>(
  `query MyAccessTokens { me { accessTokens { ${ACCESS_TOKEN_FIELDS} } } }`,
);

export const ChangePassword = operation<{ changePassword: boolean }, MutationChangePasswordArgs>(
  `mutation ChangePassword(
    $currentPassword: String!
    $newPassword: String!
    $endEveryAccess: Boolean
  ) {
    changePassword(
      currentPassword: $currentPassword
      newPassword: $newPassword
      endEveryAccess: $endEveryAccess
    )
  }`,
);

export const SignOut = operation<{ signOut: boolean }>(`mutation SignOut { signOut }`);

/** The signed-in user's changes, live. */
export const MeChanged = operation<{ meChanged: { id: string; displayName: string } | null }>(
  `subscription MeChanged { meChanged { id displayName } }`,
);

/** A page of a connection of events: what a client pages with. */
export interface EventPage {
  edges: { cursor: string; node: { id: string; startsAt: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

const EVENT_PAGE_FIELDS =
  'edges { cursor node { id startsAt } } pageInfo { hasNextPage endCursor } totalCount';

export const EventHistoryPage = operation<{ me: { eventHistory: EventPage } }, MeEventHistoryArgs>(
  `query EventHistoryPage($first: Int, $after: String) {
    me { eventHistory(first: $first, after: $after) { ${EVENT_PAGE_FIELDS} } }
  }`,
);

export const GroupCompletedEventsPage = operation<
  { group: { completedEvents: EventPage } | null },
  QueryGroupArgs & GroupCompletedEventsArgs
>(
  `query GroupCompletedEventsPage($id: ID!, $first: Int, $after: String) {
    group(id: $id) { completedEvents(first: $first, after: $after) { ${EVENT_PAGE_FIELDS} } }
  }`,
);

export interface ActivityPage {
  edges: { cursor: string; node: { at: string; summary: string; actor: { id: string } } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

export const GroupActivityPage = operation<
  { group: { activityLog: ActivityPage } | null },
  QueryGroupArgs & GroupActivityLogArgs
>(
  `query GroupActivityPage($id: ID!, $first: Int, $after: String) {
    group(id: $id) {
      activityLog(first: $first, after: $after) {
        edges { cursor node { at summary actor { id } } }
        pageInfo { hasNextPage endCursor }
        totalCount
      }
    }
  }`,
);

export const GroupEventsPage = operation<
  { group: { events: EventPage } | null },
  QueryGroupArgs & GroupEventsArgs
>(
  `query GroupEventsPage($id: ID!, $when: EventWhen!, $first: Int, $after: String) {
    group(id: $id) { events(when: $when, first: $first, after: $after) { ${EVENT_PAGE_FIELDS} } }
  }`,
);
