/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CurrentUser on Me {\n    id\n    email\n    emailVerified\n    displayName\n    timezone\n    authProvider\n  }\n": typeof types.CurrentUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUser\n    }\n  }\n": typeof types.MeDocument,
    "\n  subscription MeChanged {\n    meChanged {\n      id\n    }\n  }\n": typeof types.MeChangedDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n": typeof types.SendVerificationEmailDocument,
    "\n  query SignInMethods {\n    signInMethods {\n      google\n    }\n  }\n": typeof types.SignInMethodsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $newPassword: String!) {\n    resetPassword(code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...CurrentUser\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query Dashboard {\n    me {\n      id\n      stats {\n        gamesPlayed\n        gamesWon\n        upcomingGames\n      }\n      upcomingEvents {\n        ...EventCard\n      }\n      waitlistedEvents {\n        ...EventCard\n        waitlist {\n          id\n        }\n      }\n      pendingEventInvites {\n        ...EventCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      id\n      name\n      memberCount\n    }\n  }\n": typeof types.AcceptGroupInviteDocument,
    "\n  fragment CashGameCard_event on Event {\n    id\n    title\n    kind\n    status\n    buyInCents\n    players {\n      ...PersonName_user\n    }\n    cashEntries {\n      player {\n        ...PersonName_user\n      }\n      buyInsCents\n      cashOutCents\n    }\n    viewerCan {\n      manageCashGame\n    }\n  }\n": typeof types.CashGameCard_EventFragmentDoc,
    "\n  fragment SeatMap_table on EventTable {\n    id\n    name\n    maxSeats\n    seats {\n      seatNumber\n      player {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.SeatMap_TableFragmentDoc,
    "\n  fragment WinnersDisplay_winner on Winner {\n    place\n    prizeCents\n    user {\n      ...PersonName_user\n    }\n  }\n": typeof types.WinnersDisplay_WinnerFragmentDoc,
    "\n  fragment WinnersModal_event on Event {\n    id\n    title\n    players {\n      ...PersonName_user\n    }\n    winners {\n      place\n      prizeCents\n      user {\n        id\n      }\n    }\n  }\n": typeof types.WinnersModal_EventFragmentDoc,
    "\n  mutation RecordCashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n": typeof types.RecordCashBuyInDocument,
    "\n  mutation RecordCashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n": typeof types.RecordCashOutDocument,
    "\n  mutation SettleCashGame($eventId: ID!) {\n    settleCashGame(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.SettleCashGameDocument,
    "\n  fragment EventCard on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n  }\n": typeof types.EventCardFragmentDoc,
    "\n  fragment EventWinners on Event {\n    id\n    status\n    ...WinnersModal_event\n    winners {\n      ...WinnersDisplay_winner\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n    }\n  }\n": typeof types.EventWinnersFragmentDoc,
    "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    reminderHoursBefore\n    status\n    createdAt\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n    players {\n      ...PersonName_user\n      isGuest\n    }\n    invitedEmails\n    # Names only: the line is shown to everyone who may see the event.\n    waitlist {\n      id\n      displayName\n    }\n    ...WinnersModal_event\n    ...TournamentPlay_event\n    ...EventResultsCard_event\n    kind\n    ...CashGameCard_event\n    tables {\n      ...SeatMap_table\n    }\n    winners {\n      ...WinnersDisplay_winner\n    }\n    tournament {\n      ...TournamentClock_tournament\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      edit\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n      runTournament\n      joinWaitlist\n      leaveWaitlist\n      removePlayer\n      addPlayer\n    }\n  }\n": typeof types.EventDetailFragmentDoc,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventDetail\n    }\n  }\n": typeof types.EventDocument,
    "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      ...EventDetail\n    }\n  }\n": typeof types.EventChangedDocument,
    "\n  query CreateEventOptions {\n    me {\n      id\n      groups {\n        id\n        name\n        members {\n          id\n          displayName\n        }\n      }\n      locations {\n        id\n        name\n        address\n      }\n      previousAttendees {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.CreateEventOptionsDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {\n    createEventSeries(input: $input, recurrence: $recurrence) {\n      id\n      startsAt\n    }\n  }\n": typeof types.CreateEventSeriesDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      ...EventDetail\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {\n    duplicateEvent(eventId: $eventId, startsAt: $startsAt) {\n      ...EventDetail\n    }\n  }\n": typeof types.DuplicateEventDocument,
    "\n  mutation CreateLocation($name: String!, $address: String!) {\n    createLocation(name: $name, address: $address) {\n      id\n      name\n      address\n    }\n  }\n": typeof types.CreateLocationDocument,
    "\n  mutation JoinEvent($eventId: ID!) {\n    joinEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.JoinEventDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.LeaveEventDocument,
    "\n  mutation DeclineEventInvite($eventId: ID!) {\n    declineEventInvite(eventId: $eventId)\n  }\n": typeof types.DeclineEventInviteDocument,
    "\n  mutation InviteToEvent($eventId: ID!, $emails: String!) {\n    inviteToEvent(eventId: $eventId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n": typeof types.InviteToEventDocument,
    "\n  mutation RemoveEventInvite($eventId: ID!, $email: String!) {\n    removeEventInvite(eventId: $eventId, email: $email) {\n      ...EventDetail\n    }\n  }\n": typeof types.RemoveEventInviteDocument,
    "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId)\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {\n    setWinners(eventId: $eventId, winners: $winners) {\n      ...EventDetail\n    }\n  }\n": typeof types.SetWinnersDocument,
    "\n  mutation JoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.LeaveWaitlistDocument,
    "\n  mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {\n    removeEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n": typeof types.RemoveEventPlayerDocument,
    "\n  query AddablePlayers($id: ID!) {\n    event(id: $id) {\n      id\n      addablePlayers {\n        id\n        displayName\n      }\n      addableGuests {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.AddablePlayersDocument,
    "\n  mutation AddEventPlayer($eventId: ID!, $userId: ID!) {\n    addEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n": typeof types.AddEventPlayerDocument,
    "\n  mutation AddGuestPlayer($eventId: ID!, $displayName: String, $guestId: ID) {\n    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {\n      ...EventDetail\n    }\n  }\n": typeof types.AddGuestPlayerDocument,
    "\n  mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {\n    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) {\n      ...EventDetail\n    }\n  }\n": typeof types.AddTableDocument,
    "\n  mutation RemoveTable($tableId: ID!) {\n    removeTable(tableId: $tableId) {\n      ...EventDetail\n    }\n  }\n": typeof types.RemoveTableDocument,
    "\n  mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {\n    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) {\n      ...EventDetail\n    }\n  }\n": typeof types.ReserveSeatDocument,
    "\n  mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {\n    moveSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n": typeof types.MoveSeatDocument,
    "\n  mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {\n    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n": typeof types.ReleaseSeatDocument,
    "\n  fragment AdminActivity_line on GroupActivity {\n    at\n    summary\n    actor {\n      id\n    }\n  }\n": typeof types.AdminActivity_LineFragmentDoc,
    "\n  fragment AdminMembers_member on GroupMember {\n    role\n    gamesPlayed\n    lastPlayedAt\n    user {\n      ...PersonName_user\n    }\n  }\n": typeof types.AdminMembers_MemberFragmentDoc,
    "\n  fragment SettleUp_payments on Group {\n    id\n    payments(first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          amountCents\n          recordedAt\n          from {\n            ...PersonName_user\n          }\n          to {\n            ...PersonName_user\n          }\n          recordedBy {\n            ...PersonName_user\n          }\n        }\n      }\n    }\n  }\n": typeof types.SettleUp_PaymentsFragmentDoc,
    "\n  mutation DeletePayment($paymentId: ID!) {\n    deletePayment(paymentId: $paymentId) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n": typeof types.DeletePaymentDocument,
    "\n  mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {\n    recordPayment(\n      groupId: $groupId\n      fromUserId: $fromUserId\n      toUserId: $toUserId\n      amountCents: $amountCents\n    ) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  fragment AdminSeasons_group on Group {\n    id\n    currentSeason {\n      id\n    }\n    seasons {\n      id\n      name\n      startsAt\n      endsAt\n      pointsFormula\n      standings {\n        rank\n        points\n        gamesPlayed\n        gamesWon\n        earningsCents\n        user {\n          ...PersonName_user\n        }\n      }\n    }\n  }\n": typeof types.AdminSeasons_GroupFragmentDoc,
    "\n  query AdminSeasons($id: ID!) {\n    group(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n": typeof types.AdminSeasonsDocument,
    "\n  subscription AdminSeasonsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n": typeof types.AdminSeasonsChangedDocument,
    "\n  fragment SettleUp_money on Group {\n    id\n    balances {\n      netCents\n      user {\n        ...PersonName_user\n      }\n    }\n    settleUp {\n      amountCents\n      from {\n        ...PersonName_user\n      }\n      to {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.SettleUp_MoneyFragmentDoc,
    "\n  fragment SettleUp_group on Group {\n    ...SettleUp_money\n    viewerCan {\n      recordPayments\n    }\n  }\n": typeof types.SettleUp_GroupFragmentDoc,
    "\n  fragment GroupAdmin_group on Group {\n    id\n    name\n    viewerRole\n    memberRoles {\n      ...AdminMembers_member\n    }\n    pastEvents {\n      id\n      title\n      startsAt\n      status\n      playerCount\n    }\n    activity {\n      ...AdminActivity_line\n    }\n    ...SettleUp_group\n    ...SettleUp_payments\n    viewerCan {\n      deletePayments\n    }\n  }\n": typeof types.GroupAdmin_GroupFragmentDoc,
    "\n  query GroupAdmin($id: ID!) {\n    group(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n": typeof types.GroupAdminDocument,
    "\n  subscription GroupAdminChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n": typeof types.GroupAdminChangedDocument,
    "\n  fragment GroupEventCard_event on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    winners {\n      place\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.GroupEventCard_EventFragmentDoc,
    "\n  fragment Leaderboards_entry on GroupPlayerStats {\n    gamesPlayed\n    tournamentsPlayed\n    gamesWon\n    totalEarningsCents\n    user {\n      ...PersonName_user\n    }\n  }\n": typeof types.Leaderboards_EntryFragmentDoc,
    "\n  fragment SeasonStandings_season on Season {\n    id\n    name\n    startsAt\n    endsAt\n    pointsFormula\n    standings {\n      rank\n      points\n      gamesPlayed\n      gamesWon\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.SeasonStandings_SeasonFragmentDoc,
    "\n  fragment GroupCard on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n  }\n": typeof types.GroupCardFragmentDoc,
    "\n  fragment GroupDetail on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n    members {\n      ...PersonName_user\n    }\n    invitedEmails\n    leaderboard {\n      ...Leaderboards_entry\n    }\n    viewerRole\n    memberRoles {\n      role\n      user {\n        ...PersonName_user\n      }\n    }\n    currentSeason {\n      ...SeasonStandings_season\n    }\n    ...SettleUp_group\n    ...GuestsCard_group\n    viewerCan {\n      invite\n      leave\n      removeMembers\n      createEvent\n      respondToInvite\n      manageSeasons\n      manageRoles\n    }\n  }\n": typeof types.GroupDetailFragmentDoc,
    "\n  fragment GroupEvents on Group {\n    id\n    upcomingEvents {\n      ...GroupEventCard_event\n    }\n    pastEvents {\n      ...GroupEventCard_event\n    }\n  }\n": typeof types.GroupEventsFragmentDoc,
    "\n  query Groups {\n    me {\n      id\n      groups {\n        ...GroupCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n": typeof types.GroupsDocument,
    "\n  query Group($id: ID!) {\n    group(id: $id) {\n      ...GroupDetail\n    }\n  }\n": typeof types.GroupDocument,
    "\n  query GroupEventLists($id: ID!) {\n    group(id: $id) {\n      ...GroupEvents\n    }\n  }\n": typeof types.GroupEventListsDocument,
    "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetail\n      ...GroupEvents\n    }\n  }\n": typeof types.GroupChangedDocument,
    "\n  mutation CreateGroup($name: String!, $description: String) {\n    createGroup(name: $name, description: $description) {\n      ...GroupCard\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $emails: String!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n": typeof types.InviteToGroupDocument,
    "\n  mutation CancelGroupInvite($groupId: ID!, $email: String!) {\n    cancelGroupInvite(groupId: $groupId, email: $email) {\n      ...GroupDetail\n    }\n  }\n": typeof types.CancelGroupInviteDocument,
    "\n  mutation AcceptGroupInvitation($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupDetail\n    }\n  }\n": typeof types.AcceptGroupInvitationDocument,
    "\n  mutation DeclineGroupInvitation($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n": typeof types.DeclineGroupInvitationDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...GroupDetail\n    }\n  }\n": typeof types.RemoveGroupMemberDocument,
    "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId)\n  }\n": typeof types.LeaveGroupDocument,
    "\n  mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n    setGroupRole(groupId: $groupId, userId: $userId, role: $role) {\n      ...GroupDetail\n    }\n  }\n": typeof types.SetGroupRoleDocument,
    "\n  mutation CreateSeason(\n    $groupId: ID!\n    $name: String!\n    $startsAt: DateTime!\n    $endsAt: DateTime!\n    $pointsFormula: PointsFormula!\n  ) {\n    createSeason(\n      groupId: $groupId\n      name: $name\n      startsAt: $startsAt\n      endsAt: $endsAt\n      pointsFormula: $pointsFormula\n    ) {\n      id\n    }\n  }\n": typeof types.CreateSeasonDocument,
    "\n  fragment GuestsCard_group on Group {\n    id\n    guests {\n      id\n      displayName\n      viewerCanManageGuest\n    }\n  }\n": typeof types.GuestsCard_GroupFragmentDoc,
    "\n  mutation RenameGuest($guestId: ID!, $displayName: String!) {\n    renameGuest(guestId: $guestId, displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n": typeof types.RenameGuestDocument,
    "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n": typeof types.RemoveGuestDocument,
    "\n  mutation InviteGuestToClaim($guestId: ID!, $email: String!) {\n    inviteGuestToClaim(guestId: $guestId, email: $email)\n  }\n": typeof types.InviteGuestToClaimDocument,
    "\n  query GuestClaim($code: String!) {\n    guestClaim(code: $code) {\n      guest {\n        id\n        displayName\n      }\n      gamesPlayed\n      groupName\n    }\n  }\n": typeof types.GuestClaimDocument,
    "\n  mutation ClaimGuest($code: String!) {\n    claimGuest(code: $code) {\n      id\n    }\n  }\n": typeof types.ClaimGuestDocument,
    "\n  query History {\n    me {\n      id\n      pastEvents {\n        ...EventCard\n        ...EventWinners\n        kind\n      }\n    }\n  }\n": typeof types.HistoryDocument,
    "\n  query LandingNextGame {\n    me {\n      id\n      upcomingEvents {\n        id\n        title\n        startsAt\n        location\n      }\n    }\n  }\n": typeof types.LandingNextGameDocument,
    "\n  mutation UpdateProfile($displayName: String!, $timezone: String!) {\n    updateProfile(displayName: $displayName, timezone: $timezone) {\n      ...CurrentUser\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $newPassword: String!\n    $endEveryAccess: Boolean\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      newPassword: $newPassword\n      endEveryAccess: $endEveryAccess\n    )\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment AccessTokensCard_token on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": typeof types.AccessTokensCard_TokenFragmentDoc,
    "\n  query AccessTokens {\n    me {\n      id\n      accessTokens {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {\n    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {\n      token\n      accessToken {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  query CalendarFeed {\n    me {\n      id\n      calendarFeedUrl\n    }\n  }\n": typeof types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      id\n      calendarFeedUrl\n    }\n  }\n": typeof types.RotateCalendarFeedDocument,
    "\n  fragment TimerTemplate on TournamentTemplate {\n    id\n    name\n    builtIn\n    blindStructureName\n    levels {\n      id\n      smallBlind\n      bigBlind\n      ante\n      durationMinutes\n      isBreak\n      note\n    }\n    chipSetName\n    chips {\n      value\n      color\n      quantity\n    }\n  }\n": typeof types.TimerTemplateFragmentDoc,
    "\n  query TournamentTemplates {\n    tournamentTemplates {\n      ...TimerTemplate\n    }\n  }\n": typeof types.TournamentTemplatesDocument,
    "\n  mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {\n    saveTournamentTemplate(input: $input) {\n      ...TimerTemplate\n    }\n  }\n": typeof types.SaveTournamentTemplateDocument,
    "\n  mutation DeleteTournamentTemplate($id: ID!) {\n    deleteTournamentTemplate(id: $id)\n  }\n": typeof types.DeleteTournamentTemplateDocument,
    "\n  fragment TournamentClock_tournament on Tournament {\n    id\n    eventId\n    phase\n    levelIndex\n    levelEndsAt\n    remainingSeconds\n    serverNow\n    # No ids under template: the copy must not merge in Apollo's cache with the template it was\n    # copied from (the timer's list), which its owner may edit afterwards.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    buyInCents\n    rebuyCents\n    addOnCents\n    bountyCents\n    prizePoolCents\n    payouts {\n      place\n      percent\n      amountCents\n    }\n    playersLeft\n    averageStack\n    displayUrl\n    ...NightLogCard_tournament\n  }\n": typeof types.TournamentClock_TournamentFragmentDoc,
    "\n  query TournamentClock($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...TournamentClock_tournament\n      }\n    }\n  }\n": typeof types.TournamentClockDocument,
    "\n  subscription TournamentClockChanged($eventId: ID!) {\n    tournamentChanged(eventId: $eventId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.TournamentClockChangedDocument,
    "\n  mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {\n    startTournament(eventId: $eventId, settings: $settings) {\n      ...TournamentClock_tournament\n    }\n  }\n": typeof types.StartTournamentDocument,
    "\n  mutation PauseTournament($eventId: ID!) {\n    pauseTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": typeof types.PauseTournamentDocument,
    "\n  mutation ResumeTournament($eventId: ID!) {\n    resumeTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": typeof types.ResumeTournamentDocument,
    "\n  mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {\n    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) {\n      ...TournamentClock_tournament\n    }\n  }\n": typeof types.SetTournamentLevelDocument,
    "\n  mutation RotateTournamentDisplay($eventId: ID!) {\n    rotateTournamentDisplay(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": typeof types.RotateTournamentDisplayDocument,
    "\n  fragment TournamentDisplay_display on TournamentDisplay {\n    eventTitle\n    tournament {\n      ...TournamentClock_tournament\n    }\n    seats {\n      tableName\n      seatNumber\n      playerName\n    }\n    results {\n      place\n      playerName\n      prizeCents\n      bountyCents\n    }\n  }\n": typeof types.TournamentDisplay_DisplayFragmentDoc,
    "\n  query TournamentDisplay($token: String!) {\n    tournamentDisplay(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n": typeof types.TournamentDisplayDocument,
    "\n  subscription TournamentDisplayChanged($token: String!) {\n    tournamentDisplayChanged(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n": typeof types.TournamentDisplayChangedDocument,
    "\n  fragment NightLogCard_tournament on Tournament {\n    id\n    phase\n    log {\n      id\n      at\n      kind\n      actor {\n        ...PersonName_user\n      }\n      player {\n        ...PersonName_user\n      }\n      eliminatedBy {\n        ...PersonName_user\n      }\n      levelIndex\n      undoneKind\n      undoneAt\n      canUndo\n    }\n  }\n": typeof types.NightLogCard_TournamentFragmentDoc,
    "\n  query NightLog($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...NightLogCard_tournament\n      }\n    }\n  }\n": typeof types.NightLogDocument,
    "\n  mutation UndoTournamentAction($eventId: ID!, $entryId: ID!) {\n    undoTournamentAction(eventId: $eventId, entryId: $entryId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.UndoTournamentActionDocument,
    "\n  fragment TournamentEntryRow_entry on TournamentEntry {\n    player {\n      ...PersonName_user\n    }\n    rebuys\n    addOns\n    knockouts\n    finishPlace\n    bustedAt\n    eliminatedBy {\n      ...PersonName_user\n    }\n    tableName\n    seatNumber\n  }\n": typeof types.TournamentEntryRow_EntryFragmentDoc,
    "\n  fragment TournamentPlayersCard_tournament on Tournament {\n    id\n    phase\n    levelIndex\n    rebuyCents\n    addOnCents\n    rebuyLevels\n    addOnLevels\n    # Breaks do not count towards rebuyLevels and addOnLevels (core/breaks.ts). The same fields\n    # as the clock's fragment: the copy has no id, so an answer carrying only this fragment\n    # (drawSeats, balanceTables) replaces the cached template and must leave the clock whole.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    bountyCents\n    playersLeft\n    entries {\n      ...TournamentEntryRow_entry\n    }\n    seatMoves {\n      player {\n        ...PersonName_user\n      }\n      fromTable\n      fromSeat\n      toTable\n      toSeat\n    }\n  }\n": typeof types.TournamentPlayersCard_TournamentFragmentDoc,
    "\n  fragment ChopModal_tournament on Tournament {\n    id\n    prizePoolCents\n    chipsInPlay\n    payouts {\n      place\n      amountCents\n    }\n  }\n": typeof types.ChopModal_TournamentFragmentDoc,
    "\n  fragment TournamentPlay_event on Event {\n    id\n    status\n    viewerCan {\n      runTournament\n    }\n    tournament {\n      id\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.TournamentPlay_EventFragmentDoc,
    "\n  fragment EventResultsCard_event on Event {\n    id\n    results {\n      place\n      prizeCents\n      bountyCents\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": typeof types.EventResultsCard_EventFragmentDoc,
    "\n  mutation RecordRebuy($eventId: ID!, $userId: ID!) {\n    recordRebuy(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.RecordRebuyDocument,
    "\n  mutation RecordAddOn($eventId: ID!, $userId: ID!) {\n    recordAddOn(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.RecordAddOnDocument,
    "\n  mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {\n    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.BustPlayerDocument,
    "\n  mutation RestorePlayer($eventId: ID!, $userId: ID!) {\n    restorePlayer(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": typeof types.RestorePlayerDocument,
    "\n  mutation DrawSeats($eventId: ID!) {\n    drawSeats(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n": typeof types.DrawSeatsDocument,
    "\n  mutation BalanceTables($eventId: ID!) {\n    balanceTables(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n": typeof types.BalanceTablesDocument,
    "\n  query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) {\n      amountCents\n      user {\n        id\n      }\n    }\n  }\n": typeof types.ChopPreviewDocument,
    "\n  mutation FinishTournament($eventId: ID!) {\n    finishTournament(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": typeof types.FinishTournamentDocument,
    "\n  mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) {\n      ...EventDetail\n    }\n  }\n": typeof types.ChopTournamentDocument,
    "\n  fragment PersonName_user on User {\n    id\n    displayName\n    email\n  }\n": typeof types.PersonName_UserFragmentDoc,
    "\n  fragment InviteResultFields on InviteResult {\n    invited\n    skipped\n    skippedEntries {\n      entry\n      reason\n    }\n  }\n": typeof types.InviteResultFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  fragment CurrentUser on Me {\n    id\n    email\n    emailVerified\n    displayName\n    timezone\n    authProvider\n  }\n": types.CurrentUserFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUser\n    }\n  }\n": types.MeDocument,
    "\n  subscription MeChanged {\n    meChanged {\n      id\n    }\n  }\n": types.MeChangedDocument,
    "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n": types.SendVerificationEmailDocument,
    "\n  query SignInMethods {\n    signInMethods {\n      google\n    }\n  }\n": types.SignInMethodsDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n": types.SignInDocument,
    "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($code: String!, $newPassword: String!) {\n    resetPassword(code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...CurrentUser\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query Dashboard {\n    me {\n      id\n      stats {\n        gamesPlayed\n        gamesWon\n        upcomingGames\n      }\n      upcomingEvents {\n        ...EventCard\n      }\n      waitlistedEvents {\n        ...EventCard\n        waitlist {\n          id\n        }\n      }\n      pendingEventInvites {\n        ...EventCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      id\n      name\n      memberCount\n    }\n  }\n": types.AcceptGroupInviteDocument,
    "\n  fragment CashGameCard_event on Event {\n    id\n    title\n    kind\n    status\n    buyInCents\n    players {\n      ...PersonName_user\n    }\n    cashEntries {\n      player {\n        ...PersonName_user\n      }\n      buyInsCents\n      cashOutCents\n    }\n    viewerCan {\n      manageCashGame\n    }\n  }\n": types.CashGameCard_EventFragmentDoc,
    "\n  fragment SeatMap_table on EventTable {\n    id\n    name\n    maxSeats\n    seats {\n      seatNumber\n      player {\n        ...PersonName_user\n      }\n    }\n  }\n": types.SeatMap_TableFragmentDoc,
    "\n  fragment WinnersDisplay_winner on Winner {\n    place\n    prizeCents\n    user {\n      ...PersonName_user\n    }\n  }\n": types.WinnersDisplay_WinnerFragmentDoc,
    "\n  fragment WinnersModal_event on Event {\n    id\n    title\n    players {\n      ...PersonName_user\n    }\n    winners {\n      place\n      prizeCents\n      user {\n        id\n      }\n    }\n  }\n": types.WinnersModal_EventFragmentDoc,
    "\n  mutation RecordCashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n": types.RecordCashBuyInDocument,
    "\n  mutation RecordCashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n": types.RecordCashOutDocument,
    "\n  mutation SettleCashGame($eventId: ID!) {\n    settleCashGame(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.SettleCashGameDocument,
    "\n  fragment EventCard on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n  }\n": types.EventCardFragmentDoc,
    "\n  fragment EventWinners on Event {\n    id\n    status\n    ...WinnersModal_event\n    winners {\n      ...WinnersDisplay_winner\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n    }\n  }\n": types.EventWinnersFragmentDoc,
    "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    reminderHoursBefore\n    status\n    createdAt\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n    players {\n      ...PersonName_user\n      isGuest\n    }\n    invitedEmails\n    # Names only: the line is shown to everyone who may see the event.\n    waitlist {\n      id\n      displayName\n    }\n    ...WinnersModal_event\n    ...TournamentPlay_event\n    ...EventResultsCard_event\n    kind\n    ...CashGameCard_event\n    tables {\n      ...SeatMap_table\n    }\n    winners {\n      ...WinnersDisplay_winner\n    }\n    tournament {\n      ...TournamentClock_tournament\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      edit\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n      runTournament\n      joinWaitlist\n      leaveWaitlist\n      removePlayer\n      addPlayer\n    }\n  }\n": types.EventDetailFragmentDoc,
    "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventDetail\n    }\n  }\n": types.EventDocument,
    "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      ...EventDetail\n    }\n  }\n": types.EventChangedDocument,
    "\n  query CreateEventOptions {\n    me {\n      id\n      groups {\n        id\n        name\n        members {\n          id\n          displayName\n        }\n      }\n      locations {\n        id\n        name\n        address\n      }\n      previousAttendees {\n        ...PersonName_user\n      }\n    }\n  }\n": types.CreateEventOptionsDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {\n    createEventSeries(input: $input, recurrence: $recurrence) {\n      id\n      startsAt\n    }\n  }\n": types.CreateEventSeriesDocument,
    "\n  mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      ...EventDetail\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {\n    duplicateEvent(eventId: $eventId, startsAt: $startsAt) {\n      ...EventDetail\n    }\n  }\n": types.DuplicateEventDocument,
    "\n  mutation CreateLocation($name: String!, $address: String!) {\n    createLocation(name: $name, address: $address) {\n      id\n      name\n      address\n    }\n  }\n": types.CreateLocationDocument,
    "\n  mutation JoinEvent($eventId: ID!) {\n    joinEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.JoinEventDocument,
    "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.LeaveEventDocument,
    "\n  mutation DeclineEventInvite($eventId: ID!) {\n    declineEventInvite(eventId: $eventId)\n  }\n": types.DeclineEventInviteDocument,
    "\n  mutation InviteToEvent($eventId: ID!, $emails: String!) {\n    inviteToEvent(eventId: $eventId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n": types.InviteToEventDocument,
    "\n  mutation RemoveEventInvite($eventId: ID!, $email: String!) {\n    removeEventInvite(eventId: $eventId, email: $email) {\n      ...EventDetail\n    }\n  }\n": types.RemoveEventInviteDocument,
    "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId)\n  }\n": types.CancelEventDocument,
    "\n  mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {\n    setWinners(eventId: $eventId, winners: $winners) {\n      ...EventDetail\n    }\n  }\n": types.SetWinnersDocument,
    "\n  mutation JoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.JoinWaitlistDocument,
    "\n  mutation LeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.LeaveWaitlistDocument,
    "\n  mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {\n    removeEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n": types.RemoveEventPlayerDocument,
    "\n  query AddablePlayers($id: ID!) {\n    event(id: $id) {\n      id\n      addablePlayers {\n        id\n        displayName\n      }\n      addableGuests {\n        id\n        displayName\n      }\n    }\n  }\n": types.AddablePlayersDocument,
    "\n  mutation AddEventPlayer($eventId: ID!, $userId: ID!) {\n    addEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n": types.AddEventPlayerDocument,
    "\n  mutation AddGuestPlayer($eventId: ID!, $displayName: String, $guestId: ID) {\n    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {\n      ...EventDetail\n    }\n  }\n": types.AddGuestPlayerDocument,
    "\n  mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {\n    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) {\n      ...EventDetail\n    }\n  }\n": types.AddTableDocument,
    "\n  mutation RemoveTable($tableId: ID!) {\n    removeTable(tableId: $tableId) {\n      ...EventDetail\n    }\n  }\n": types.RemoveTableDocument,
    "\n  mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {\n    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) {\n      ...EventDetail\n    }\n  }\n": types.ReserveSeatDocument,
    "\n  mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {\n    moveSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n": types.MoveSeatDocument,
    "\n  mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {\n    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n": types.ReleaseSeatDocument,
    "\n  fragment AdminActivity_line on GroupActivity {\n    at\n    summary\n    actor {\n      id\n    }\n  }\n": types.AdminActivity_LineFragmentDoc,
    "\n  fragment AdminMembers_member on GroupMember {\n    role\n    gamesPlayed\n    lastPlayedAt\n    user {\n      ...PersonName_user\n    }\n  }\n": types.AdminMembers_MemberFragmentDoc,
    "\n  fragment SettleUp_payments on Group {\n    id\n    payments(first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          amountCents\n          recordedAt\n          from {\n            ...PersonName_user\n          }\n          to {\n            ...PersonName_user\n          }\n          recordedBy {\n            ...PersonName_user\n          }\n        }\n      }\n    }\n  }\n": types.SettleUp_PaymentsFragmentDoc,
    "\n  mutation DeletePayment($paymentId: ID!) {\n    deletePayment(paymentId: $paymentId) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n": types.DeletePaymentDocument,
    "\n  mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {\n    recordPayment(\n      groupId: $groupId\n      fromUserId: $fromUserId\n      toUserId: $toUserId\n      amountCents: $amountCents\n    ) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  fragment AdminSeasons_group on Group {\n    id\n    currentSeason {\n      id\n    }\n    seasons {\n      id\n      name\n      startsAt\n      endsAt\n      pointsFormula\n      standings {\n        rank\n        points\n        gamesPlayed\n        gamesWon\n        earningsCents\n        user {\n          ...PersonName_user\n        }\n      }\n    }\n  }\n": types.AdminSeasons_GroupFragmentDoc,
    "\n  query AdminSeasons($id: ID!) {\n    group(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n": types.AdminSeasonsDocument,
    "\n  subscription AdminSeasonsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n": types.AdminSeasonsChangedDocument,
    "\n  fragment SettleUp_money on Group {\n    id\n    balances {\n      netCents\n      user {\n        ...PersonName_user\n      }\n    }\n    settleUp {\n      amountCents\n      from {\n        ...PersonName_user\n      }\n      to {\n        ...PersonName_user\n      }\n    }\n  }\n": types.SettleUp_MoneyFragmentDoc,
    "\n  fragment SettleUp_group on Group {\n    ...SettleUp_money\n    viewerCan {\n      recordPayments\n    }\n  }\n": types.SettleUp_GroupFragmentDoc,
    "\n  fragment GroupAdmin_group on Group {\n    id\n    name\n    viewerRole\n    memberRoles {\n      ...AdminMembers_member\n    }\n    pastEvents {\n      id\n      title\n      startsAt\n      status\n      playerCount\n    }\n    activity {\n      ...AdminActivity_line\n    }\n    ...SettleUp_group\n    ...SettleUp_payments\n    viewerCan {\n      deletePayments\n    }\n  }\n": types.GroupAdmin_GroupFragmentDoc,
    "\n  query GroupAdmin($id: ID!) {\n    group(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n": types.GroupAdminDocument,
    "\n  subscription GroupAdminChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n": types.GroupAdminChangedDocument,
    "\n  fragment GroupEventCard_event on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    winners {\n      place\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": types.GroupEventCard_EventFragmentDoc,
    "\n  fragment Leaderboards_entry on GroupPlayerStats {\n    gamesPlayed\n    tournamentsPlayed\n    gamesWon\n    totalEarningsCents\n    user {\n      ...PersonName_user\n    }\n  }\n": types.Leaderboards_EntryFragmentDoc,
    "\n  fragment SeasonStandings_season on Season {\n    id\n    name\n    startsAt\n    endsAt\n    pointsFormula\n    standings {\n      rank\n      points\n      gamesPlayed\n      gamesWon\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": types.SeasonStandings_SeasonFragmentDoc,
    "\n  fragment GroupCard on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n  }\n": types.GroupCardFragmentDoc,
    "\n  fragment GroupDetail on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n    members {\n      ...PersonName_user\n    }\n    invitedEmails\n    leaderboard {\n      ...Leaderboards_entry\n    }\n    viewerRole\n    memberRoles {\n      role\n      user {\n        ...PersonName_user\n      }\n    }\n    currentSeason {\n      ...SeasonStandings_season\n    }\n    ...SettleUp_group\n    ...GuestsCard_group\n    viewerCan {\n      invite\n      leave\n      removeMembers\n      createEvent\n      respondToInvite\n      manageSeasons\n      manageRoles\n    }\n  }\n": types.GroupDetailFragmentDoc,
    "\n  fragment GroupEvents on Group {\n    id\n    upcomingEvents {\n      ...GroupEventCard_event\n    }\n    pastEvents {\n      ...GroupEventCard_event\n    }\n  }\n": types.GroupEventsFragmentDoc,
    "\n  query Groups {\n    me {\n      id\n      groups {\n        ...GroupCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n": types.GroupsDocument,
    "\n  query Group($id: ID!) {\n    group(id: $id) {\n      ...GroupDetail\n    }\n  }\n": types.GroupDocument,
    "\n  query GroupEventLists($id: ID!) {\n    group(id: $id) {\n      ...GroupEvents\n    }\n  }\n": types.GroupEventListsDocument,
    "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetail\n      ...GroupEvents\n    }\n  }\n": types.GroupChangedDocument,
    "\n  mutation CreateGroup($name: String!, $description: String) {\n    createGroup(name: $name, description: $description) {\n      ...GroupCard\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation InviteToGroup($groupId: ID!, $emails: String!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n": types.InviteToGroupDocument,
    "\n  mutation CancelGroupInvite($groupId: ID!, $email: String!) {\n    cancelGroupInvite(groupId: $groupId, email: $email) {\n      ...GroupDetail\n    }\n  }\n": types.CancelGroupInviteDocument,
    "\n  mutation AcceptGroupInvitation($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupDetail\n    }\n  }\n": types.AcceptGroupInvitationDocument,
    "\n  mutation DeclineGroupInvitation($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n": types.DeclineGroupInvitationDocument,
    "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...GroupDetail\n    }\n  }\n": types.RemoveGroupMemberDocument,
    "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId)\n  }\n": types.LeaveGroupDocument,
    "\n  mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n    setGroupRole(groupId: $groupId, userId: $userId, role: $role) {\n      ...GroupDetail\n    }\n  }\n": types.SetGroupRoleDocument,
    "\n  mutation CreateSeason(\n    $groupId: ID!\n    $name: String!\n    $startsAt: DateTime!\n    $endsAt: DateTime!\n    $pointsFormula: PointsFormula!\n  ) {\n    createSeason(\n      groupId: $groupId\n      name: $name\n      startsAt: $startsAt\n      endsAt: $endsAt\n      pointsFormula: $pointsFormula\n    ) {\n      id\n    }\n  }\n": types.CreateSeasonDocument,
    "\n  fragment GuestsCard_group on Group {\n    id\n    guests {\n      id\n      displayName\n      viewerCanManageGuest\n    }\n  }\n": types.GuestsCard_GroupFragmentDoc,
    "\n  mutation RenameGuest($guestId: ID!, $displayName: String!) {\n    renameGuest(guestId: $guestId, displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n": types.RenameGuestDocument,
    "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n": types.RemoveGuestDocument,
    "\n  mutation InviteGuestToClaim($guestId: ID!, $email: String!) {\n    inviteGuestToClaim(guestId: $guestId, email: $email)\n  }\n": types.InviteGuestToClaimDocument,
    "\n  query GuestClaim($code: String!) {\n    guestClaim(code: $code) {\n      guest {\n        id\n        displayName\n      }\n      gamesPlayed\n      groupName\n    }\n  }\n": types.GuestClaimDocument,
    "\n  mutation ClaimGuest($code: String!) {\n    claimGuest(code: $code) {\n      id\n    }\n  }\n": types.ClaimGuestDocument,
    "\n  query History {\n    me {\n      id\n      pastEvents {\n        ...EventCard\n        ...EventWinners\n        kind\n      }\n    }\n  }\n": types.HistoryDocument,
    "\n  query LandingNextGame {\n    me {\n      id\n      upcomingEvents {\n        id\n        title\n        startsAt\n        location\n      }\n    }\n  }\n": types.LandingNextGameDocument,
    "\n  mutation UpdateProfile($displayName: String!, $timezone: String!) {\n    updateProfile(displayName: $displayName, timezone: $timezone) {\n      ...CurrentUser\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $newPassword: String!\n    $endEveryAccess: Boolean\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      newPassword: $newPassword\n      endEveryAccess: $endEveryAccess\n    )\n  }\n": types.ChangePasswordDocument,
    "\n  fragment AccessTokensCard_token on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n": types.AccessTokensCard_TokenFragmentDoc,
    "\n  query AccessTokens {\n    me {\n      id\n      accessTokens {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {\n    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {\n      token\n      accessToken {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": types.RevokeAccessTokenDocument,
    "\n  query CalendarFeed {\n    me {\n      id\n      calendarFeedUrl\n    }\n  }\n": types.CalendarFeedDocument,
    "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      id\n      calendarFeedUrl\n    }\n  }\n": types.RotateCalendarFeedDocument,
    "\n  fragment TimerTemplate on TournamentTemplate {\n    id\n    name\n    builtIn\n    blindStructureName\n    levels {\n      id\n      smallBlind\n      bigBlind\n      ante\n      durationMinutes\n      isBreak\n      note\n    }\n    chipSetName\n    chips {\n      value\n      color\n      quantity\n    }\n  }\n": types.TimerTemplateFragmentDoc,
    "\n  query TournamentTemplates {\n    tournamentTemplates {\n      ...TimerTemplate\n    }\n  }\n": types.TournamentTemplatesDocument,
    "\n  mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {\n    saveTournamentTemplate(input: $input) {\n      ...TimerTemplate\n    }\n  }\n": types.SaveTournamentTemplateDocument,
    "\n  mutation DeleteTournamentTemplate($id: ID!) {\n    deleteTournamentTemplate(id: $id)\n  }\n": types.DeleteTournamentTemplateDocument,
    "\n  fragment TournamentClock_tournament on Tournament {\n    id\n    eventId\n    phase\n    levelIndex\n    levelEndsAt\n    remainingSeconds\n    serverNow\n    # No ids under template: the copy must not merge in Apollo's cache with the template it was\n    # copied from (the timer's list), which its owner may edit afterwards.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    buyInCents\n    rebuyCents\n    addOnCents\n    bountyCents\n    prizePoolCents\n    payouts {\n      place\n      percent\n      amountCents\n    }\n    playersLeft\n    averageStack\n    displayUrl\n    ...NightLogCard_tournament\n  }\n": types.TournamentClock_TournamentFragmentDoc,
    "\n  query TournamentClock($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...TournamentClock_tournament\n      }\n    }\n  }\n": types.TournamentClockDocument,
    "\n  subscription TournamentClockChanged($eventId: ID!) {\n    tournamentChanged(eventId: $eventId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.TournamentClockChangedDocument,
    "\n  mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {\n    startTournament(eventId: $eventId, settings: $settings) {\n      ...TournamentClock_tournament\n    }\n  }\n": types.StartTournamentDocument,
    "\n  mutation PauseTournament($eventId: ID!) {\n    pauseTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": types.PauseTournamentDocument,
    "\n  mutation ResumeTournament($eventId: ID!) {\n    resumeTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": types.ResumeTournamentDocument,
    "\n  mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {\n    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) {\n      ...TournamentClock_tournament\n    }\n  }\n": types.SetTournamentLevelDocument,
    "\n  mutation RotateTournamentDisplay($eventId: ID!) {\n    rotateTournamentDisplay(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n": types.RotateTournamentDisplayDocument,
    "\n  fragment TournamentDisplay_display on TournamentDisplay {\n    eventTitle\n    tournament {\n      ...TournamentClock_tournament\n    }\n    seats {\n      tableName\n      seatNumber\n      playerName\n    }\n    results {\n      place\n      playerName\n      prizeCents\n      bountyCents\n    }\n  }\n": types.TournamentDisplay_DisplayFragmentDoc,
    "\n  query TournamentDisplay($token: String!) {\n    tournamentDisplay(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n": types.TournamentDisplayDocument,
    "\n  subscription TournamentDisplayChanged($token: String!) {\n    tournamentDisplayChanged(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n": types.TournamentDisplayChangedDocument,
    "\n  fragment NightLogCard_tournament on Tournament {\n    id\n    phase\n    log {\n      id\n      at\n      kind\n      actor {\n        ...PersonName_user\n      }\n      player {\n        ...PersonName_user\n      }\n      eliminatedBy {\n        ...PersonName_user\n      }\n      levelIndex\n      undoneKind\n      undoneAt\n      canUndo\n    }\n  }\n": types.NightLogCard_TournamentFragmentDoc,
    "\n  query NightLog($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...NightLogCard_tournament\n      }\n    }\n  }\n": types.NightLogDocument,
    "\n  mutation UndoTournamentAction($eventId: ID!, $entryId: ID!) {\n    undoTournamentAction(eventId: $eventId, entryId: $entryId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.UndoTournamentActionDocument,
    "\n  fragment TournamentEntryRow_entry on TournamentEntry {\n    player {\n      ...PersonName_user\n    }\n    rebuys\n    addOns\n    knockouts\n    finishPlace\n    bustedAt\n    eliminatedBy {\n      ...PersonName_user\n    }\n    tableName\n    seatNumber\n  }\n": types.TournamentEntryRow_EntryFragmentDoc,
    "\n  fragment TournamentPlayersCard_tournament on Tournament {\n    id\n    phase\n    levelIndex\n    rebuyCents\n    addOnCents\n    rebuyLevels\n    addOnLevels\n    # Breaks do not count towards rebuyLevels and addOnLevels (core/breaks.ts). The same fields\n    # as the clock's fragment: the copy has no id, so an answer carrying only this fragment\n    # (drawSeats, balanceTables) replaces the cached template and must leave the clock whole.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    bountyCents\n    playersLeft\n    entries {\n      ...TournamentEntryRow_entry\n    }\n    seatMoves {\n      player {\n        ...PersonName_user\n      }\n      fromTable\n      fromSeat\n      toTable\n      toSeat\n    }\n  }\n": types.TournamentPlayersCard_TournamentFragmentDoc,
    "\n  fragment ChopModal_tournament on Tournament {\n    id\n    prizePoolCents\n    chipsInPlay\n    payouts {\n      place\n      amountCents\n    }\n  }\n": types.ChopModal_TournamentFragmentDoc,
    "\n  fragment TournamentPlay_event on Event {\n    id\n    status\n    viewerCan {\n      runTournament\n    }\n    tournament {\n      id\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.TournamentPlay_EventFragmentDoc,
    "\n  fragment EventResultsCard_event on Event {\n    id\n    results {\n      place\n      prizeCents\n      bountyCents\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n": types.EventResultsCard_EventFragmentDoc,
    "\n  mutation RecordRebuy($eventId: ID!, $userId: ID!) {\n    recordRebuy(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.RecordRebuyDocument,
    "\n  mutation RecordAddOn($eventId: ID!, $userId: ID!) {\n    recordAddOn(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.RecordAddOnDocument,
    "\n  mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {\n    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.BustPlayerDocument,
    "\n  mutation RestorePlayer($eventId: ID!, $userId: ID!) {\n    restorePlayer(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n": types.RestorePlayerDocument,
    "\n  mutation DrawSeats($eventId: ID!) {\n    drawSeats(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n": types.DrawSeatsDocument,
    "\n  mutation BalanceTables($eventId: ID!) {\n    balanceTables(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n": types.BalanceTablesDocument,
    "\n  query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) {\n      amountCents\n      user {\n        id\n      }\n    }\n  }\n": types.ChopPreviewDocument,
    "\n  mutation FinishTournament($eventId: ID!) {\n    finishTournament(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n": types.FinishTournamentDocument,
    "\n  mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) {\n      ...EventDetail\n    }\n  }\n": types.ChopTournamentDocument,
    "\n  fragment PersonName_user on User {\n    id\n    displayName\n    email\n  }\n": types.PersonName_UserFragmentDoc,
    "\n  fragment InviteResultFields on InviteResult {\n    invited\n    skipped\n    skippedEntries {\n      entry\n      reason\n    }\n  }\n": types.InviteResultFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUser on Me {\n    id\n    email\n    emailVerified\n    displayName\n    timezone\n    authProvider\n  }\n"): (typeof documents)["\n  fragment CurrentUser on Me {\n    id\n    email\n    emailVerified\n    displayName\n    timezone\n    authProvider\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUser\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MeChanged {\n    meChanged {\n      id\n    }\n  }\n"): (typeof documents)["\n  subscription MeChanged {\n    meChanged {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n"): (typeof documents)["\n  mutation SendVerificationEmail {\n    sendVerificationEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInMethods {\n    signInMethods {\n      google\n    }\n  }\n"): (typeof documents)["\n  query SignInMethods {\n    signInMethods {\n      google\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n"): (typeof documents)["\n  mutation Register($email: String!, $password: String!) {\n    register(email: $email, password: $password) {\n      ...CurrentUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($code: String!, $newPassword: String!) {\n    resetPassword(code: $code, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($code: String!, $newPassword: String!) {\n    resetPassword(code: $code, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...CurrentUser\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($code: String!) {\n    verifyEmail(code: $code) {\n      ...CurrentUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    me {\n      id\n      stats {\n        gamesPlayed\n        gamesWon\n        upcomingGames\n      }\n      upcomingEvents {\n        ...EventCard\n      }\n      waitlistedEvents {\n        ...EventCard\n        waitlist {\n          id\n        }\n      }\n      pendingEventInvites {\n        ...EventCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    me {\n      id\n      stats {\n        gamesPlayed\n        gamesWon\n        upcomingGames\n      }\n      upcomingEvents {\n        ...EventCard\n      }\n      waitlistedEvents {\n        ...EventCard\n        waitlist {\n          id\n        }\n      }\n      pendingEventInvites {\n        ...EventCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      id\n      name\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptGroupInvite($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      id\n      name\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CashGameCard_event on Event {\n    id\n    title\n    kind\n    status\n    buyInCents\n    players {\n      ...PersonName_user\n    }\n    cashEntries {\n      player {\n        ...PersonName_user\n      }\n      buyInsCents\n      cashOutCents\n    }\n    viewerCan {\n      manageCashGame\n    }\n  }\n"): (typeof documents)["\n  fragment CashGameCard_event on Event {\n    id\n    title\n    kind\n    status\n    buyInCents\n    players {\n      ...PersonName_user\n    }\n    cashEntries {\n      player {\n        ...PersonName_user\n      }\n      buyInsCents\n      cashOutCents\n    }\n    viewerCan {\n      manageCashGame\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeatMap_table on EventTable {\n    id\n    name\n    maxSeats\n    seats {\n      seatNumber\n      player {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SeatMap_table on EventTable {\n    id\n    name\n    maxSeats\n    seats {\n      seatNumber\n      player {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnersDisplay_winner on Winner {\n    place\n    prizeCents\n    user {\n      ...PersonName_user\n    }\n  }\n"): (typeof documents)["\n  fragment WinnersDisplay_winner on Winner {\n    place\n    prizeCents\n    user {\n      ...PersonName_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnersModal_event on Event {\n    id\n    title\n    players {\n      ...PersonName_user\n    }\n    winners {\n      place\n      prizeCents\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WinnersModal_event on Event {\n    id\n    title\n    players {\n      ...PersonName_user\n    }\n    winners {\n      place\n      prizeCents\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCashBuyIn($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashBuyIn(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCashOut($eventId: ID!, $userId: ID!, $amountCents: Int!) {\n    recordCashOut(eventId: $eventId, userId: $userId, amountCents: $amountCents) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleCashGame($eventId: ID!) {\n    settleCashGame(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SettleCashGame($eventId: ID!) {\n    settleCashGame(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventWinners on Event {\n    id\n    status\n    ...WinnersModal_event\n    winners {\n      ...WinnersDisplay_winner\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n    }\n  }\n"): (typeof documents)["\n  fragment EventWinners on Event {\n    id\n    status\n    ...WinnersModal_event\n    winners {\n      ...WinnersDisplay_winner\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    reminderHoursBefore\n    status\n    createdAt\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n    players {\n      ...PersonName_user\n      isGuest\n    }\n    invitedEmails\n    # Names only: the line is shown to everyone who may see the event.\n    waitlist {\n      id\n      displayName\n    }\n    ...WinnersModal_event\n    ...TournamentPlay_event\n    ...EventResultsCard_event\n    kind\n    ...CashGameCard_event\n    tables {\n      ...SeatMap_table\n    }\n    winners {\n      ...WinnersDisplay_winner\n    }\n    tournament {\n      ...TournamentClock_tournament\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      edit\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n      runTournament\n      joinWaitlist\n      leaveWaitlist\n      removePlayer\n      addPlayer\n    }\n  }\n"): (typeof documents)["\n  fragment EventDetail on Event {\n    id\n    title\n    description\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    reminderHoursBefore\n    status\n    createdAt\n    owner {\n      ...PersonName_user\n    }\n    group {\n      id\n      name\n    }\n    players {\n      ...PersonName_user\n      isGuest\n    }\n    invitedEmails\n    # Names only: the line is shown to everyone who may see the event.\n    waitlist {\n      id\n      displayName\n    }\n    ...WinnersModal_event\n    ...TournamentPlay_event\n    ...EventResultsCard_event\n    kind\n    ...CashGameCard_event\n    tables {\n      ...SeatMap_table\n    }\n    winners {\n      ...WinnersDisplay_winner\n    }\n    tournament {\n      ...TournamentClock_tournament\n    }\n    viewerCan {\n      join\n      acceptInvite\n      decline\n      leave\n      invite\n      cancel\n      edit\n      setWinners\n      manageTables\n      removeInvite\n      reserveSeat\n      runTournament\n      joinWaitlist\n      leaveWaitlist\n      removePlayer\n      addPlayer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  query Event($id: ID!) {\n    event(id: $id) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  subscription EventChanged($id: ID!) {\n    eventChanged(id: $id) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateEventOptions {\n    me {\n      id\n      groups {\n        id\n        name\n        members {\n          id\n          displayName\n        }\n      }\n      locations {\n        id\n        name\n        address\n      }\n      previousAttendees {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreateEventOptions {\n    me {\n      id\n      groups {\n        id\n        name\n        members {\n          id\n          displayName\n        }\n      }\n      locations {\n        id\n        name\n        address\n      }\n      previousAttendees {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {\n    createEventSeries(input: $input, recurrence: $recurrence) {\n      id\n      startsAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEventSeries($input: CreateEventInput!, $recurrence: RecurrenceInput!) {\n    createEventSeries(input: $input, recurrence: $recurrence) {\n      id\n      startsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($eventId: ID!, $input: UpdateEventInput!) {\n    updateEvent(eventId: $eventId, input: $input) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {\n    duplicateEvent(eventId: $eventId, startsAt: $startsAt) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateEvent($eventId: ID!, $startsAt: DateTime!) {\n    duplicateEvent(eventId: $eventId, startsAt: $startsAt) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLocation($name: String!, $address: String!) {\n    createLocation(name: $name, address: $address) {\n      id\n      name\n      address\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLocation($name: String!, $address: String!) {\n    createLocation(name: $name, address: $address) {\n      id\n      name\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinEvent($eventId: ID!) {\n    joinEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation JoinEvent($eventId: ID!) {\n    joinEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveEvent($eventId: ID!) {\n    leaveEvent(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineEventInvite($eventId: ID!) {\n    declineEventInvite(eventId: $eventId)\n  }\n"): (typeof documents)["\n  mutation DeclineEventInvite($eventId: ID!) {\n    declineEventInvite(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToEvent($eventId: ID!, $emails: String!) {\n    inviteToEvent(eventId: $eventId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToEvent($eventId: ID!, $emails: String!) {\n    inviteToEvent(eventId: $eventId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventInvite($eventId: ID!, $email: String!) {\n    removeEventInvite(eventId: $eventId, email: $email) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveEventInvite($eventId: ID!, $email: String!) {\n    removeEventInvite(eventId: $eventId, email: $email) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId)\n  }\n"): (typeof documents)["\n  mutation CancelEvent($eventId: ID!) {\n    cancelEvent(eventId: $eventId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {\n    setWinners(eventId: $eventId, winners: $winners) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SetWinners($eventId: ID!, $winners: [WinnerInput!]!) {\n    setWinners(eventId: $eventId, winners: $winners) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation JoinWaitlist($eventId: ID!) {\n    joinWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveWaitlist($eventId: ID!) {\n    leaveWaitlist(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {\n    removeEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveEventPlayer($eventId: ID!, $userId: ID!) {\n    removeEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddablePlayers($id: ID!) {\n    event(id: $id) {\n      id\n      addablePlayers {\n        id\n        displayName\n      }\n      addableGuests {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddablePlayers($id: ID!) {\n    event(id: $id) {\n      id\n      addablePlayers {\n        id\n        displayName\n      }\n      addableGuests {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEventPlayer($eventId: ID!, $userId: ID!) {\n    addEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AddEventPlayer($eventId: ID!, $userId: ID!) {\n    addEventPlayer(eventId: $eventId, userId: $userId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGuestPlayer($eventId: ID!, $displayName: String, $guestId: ID) {\n    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AddGuestPlayer($eventId: ID!, $displayName: String, $guestId: ID) {\n    addGuestPlayer(eventId: $eventId, displayName: $displayName, guestId: $guestId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {\n    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AddTable($eventId: ID!, $name: String!, $maxSeats: Int!) {\n    addTable(eventId: $eventId, name: $name, maxSeats: $maxSeats) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTable($tableId: ID!) {\n    removeTable(tableId: $tableId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTable($tableId: ID!) {\n    removeTable(tableId: $tableId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {\n    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ReserveSeat($tableId: ID!, $seatNumber: Int!, $playerId: ID) {\n    reserveSeat(tableId: $tableId, seatNumber: $seatNumber, playerId: $playerId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {\n    moveSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation MoveSeat($tableId: ID!, $seatNumber: Int!) {\n    moveSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {\n    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseSeat($tableId: ID!, $seatNumber: Int!) {\n    releaseSeat(tableId: $tableId, seatNumber: $seatNumber) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminActivity_line on GroupActivity {\n    at\n    summary\n    actor {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment AdminActivity_line on GroupActivity {\n    at\n    summary\n    actor {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminMembers_member on GroupMember {\n    role\n    gamesPlayed\n    lastPlayedAt\n    user {\n      ...PersonName_user\n    }\n  }\n"): (typeof documents)["\n  fragment AdminMembers_member on GroupMember {\n    role\n    gamesPlayed\n    lastPlayedAt\n    user {\n      ...PersonName_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettleUp_payments on Group {\n    id\n    payments(first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          amountCents\n          recordedAt\n          from {\n            ...PersonName_user\n          }\n          to {\n            ...PersonName_user\n          }\n          recordedBy {\n            ...PersonName_user\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SettleUp_payments on Group {\n    id\n    payments(first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          amountCents\n          recordedAt\n          from {\n            ...PersonName_user\n          }\n          to {\n            ...PersonName_user\n          }\n          recordedBy {\n            ...PersonName_user\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePayment($paymentId: ID!) {\n    deletePayment(paymentId: $paymentId) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePayment($paymentId: ID!) {\n    deletePayment(paymentId: $paymentId) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {\n    recordPayment(\n      groupId: $groupId\n      fromUserId: $fromUserId\n      toUserId: $toUserId\n      amountCents: $amountCents\n    ) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPayment($groupId: ID!, $fromUserId: ID!, $toUserId: ID!, $amountCents: Int!) {\n    recordPayment(\n      groupId: $groupId\n      fromUserId: $fromUserId\n      toUserId: $toUserId\n      amountCents: $amountCents\n    ) {\n      ...SettleUp_money\n      ...SettleUp_payments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSeasons_group on Group {\n    id\n    currentSeason {\n      id\n    }\n    seasons {\n      id\n      name\n      startsAt\n      endsAt\n      pointsFormula\n      standings {\n        rank\n        points\n        gamesPlayed\n        gamesWon\n        earningsCents\n        user {\n          ...PersonName_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSeasons_group on Group {\n    id\n    currentSeason {\n      id\n    }\n    seasons {\n      id\n      name\n      startsAt\n      endsAt\n      pointsFormula\n      standings {\n        rank\n        points\n        gamesPlayed\n        gamesWon\n        earningsCents\n        user {\n          ...PersonName_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSeasons($id: ID!) {\n    group(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n"): (typeof documents)["\n  query AdminSeasons($id: ID!) {\n    group(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminSeasonsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n"): (typeof documents)["\n  subscription AdminSeasonsChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...AdminSeasons_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettleUp_money on Group {\n    id\n    balances {\n      netCents\n      user {\n        ...PersonName_user\n      }\n    }\n    settleUp {\n      amountCents\n      from {\n        ...PersonName_user\n      }\n      to {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SettleUp_money on Group {\n    id\n    balances {\n      netCents\n      user {\n        ...PersonName_user\n      }\n    }\n    settleUp {\n      amountCents\n      from {\n        ...PersonName_user\n      }\n      to {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettleUp_group on Group {\n    ...SettleUp_money\n    viewerCan {\n      recordPayments\n    }\n  }\n"): (typeof documents)["\n  fragment SettleUp_group on Group {\n    ...SettleUp_money\n    viewerCan {\n      recordPayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupAdmin_group on Group {\n    id\n    name\n    viewerRole\n    memberRoles {\n      ...AdminMembers_member\n    }\n    pastEvents {\n      id\n      title\n      startsAt\n      status\n      playerCount\n    }\n    activity {\n      ...AdminActivity_line\n    }\n    ...SettleUp_group\n    ...SettleUp_payments\n    viewerCan {\n      deletePayments\n    }\n  }\n"): (typeof documents)["\n  fragment GroupAdmin_group on Group {\n    id\n    name\n    viewerRole\n    memberRoles {\n      ...AdminMembers_member\n    }\n    pastEvents {\n      id\n      title\n      startsAt\n      status\n      playerCount\n    }\n    activity {\n      ...AdminActivity_line\n    }\n    ...SettleUp_group\n    ...SettleUp_payments\n    viewerCan {\n      deletePayments\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupAdmin($id: ID!) {\n    group(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n"): (typeof documents)["\n  query GroupAdmin($id: ID!) {\n    group(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupAdminChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n"): (typeof documents)["\n  subscription GroupAdminChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupAdmin_group\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupEventCard_event on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    winners {\n      place\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment GroupEventCard_event on Event {\n    id\n    title\n    startsAt\n    location\n    buyInCents\n    maxPlayers\n    playerCount\n    status\n    winners {\n      place\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Leaderboards_entry on GroupPlayerStats {\n    gamesPlayed\n    tournamentsPlayed\n    gamesWon\n    totalEarningsCents\n    user {\n      ...PersonName_user\n    }\n  }\n"): (typeof documents)["\n  fragment Leaderboards_entry on GroupPlayerStats {\n    gamesPlayed\n    tournamentsPlayed\n    gamesWon\n    totalEarningsCents\n    user {\n      ...PersonName_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeasonStandings_season on Season {\n    id\n    name\n    startsAt\n    endsAt\n    pointsFormula\n    standings {\n      rank\n      points\n      gamesPlayed\n      gamesWon\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SeasonStandings_season on Season {\n    id\n    name\n    startsAt\n    endsAt\n    pointsFormula\n    standings {\n      rank\n      points\n      gamesPlayed\n      gamesWon\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupCard on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n  }\n"): (typeof documents)["\n  fragment GroupCard on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupDetail on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n    members {\n      ...PersonName_user\n    }\n    invitedEmails\n    leaderboard {\n      ...Leaderboards_entry\n    }\n    viewerRole\n    memberRoles {\n      role\n      user {\n        ...PersonName_user\n      }\n    }\n    currentSeason {\n      ...SeasonStandings_season\n    }\n    ...SettleUp_group\n    ...GuestsCard_group\n    viewerCan {\n      invite\n      leave\n      removeMembers\n      createEvent\n      respondToInvite\n      manageSeasons\n      manageRoles\n    }\n  }\n"): (typeof documents)["\n  fragment GroupDetail on Group {\n    id\n    name\n    description\n    memberCount\n    owner {\n      ...PersonName_user\n    }\n    members {\n      ...PersonName_user\n    }\n    invitedEmails\n    leaderboard {\n      ...Leaderboards_entry\n    }\n    viewerRole\n    memberRoles {\n      role\n      user {\n        ...PersonName_user\n      }\n    }\n    currentSeason {\n      ...SeasonStandings_season\n    }\n    ...SettleUp_group\n    ...GuestsCard_group\n    viewerCan {\n      invite\n      leave\n      removeMembers\n      createEvent\n      respondToInvite\n      manageSeasons\n      manageRoles\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GroupEvents on Group {\n    id\n    upcomingEvents {\n      ...GroupEventCard_event\n    }\n    pastEvents {\n      ...GroupEventCard_event\n    }\n  }\n"): (typeof documents)["\n  fragment GroupEvents on Group {\n    id\n    upcomingEvents {\n      ...GroupEventCard_event\n    }\n    pastEvents {\n      ...GroupEventCard_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Groups {\n    me {\n      id\n      groups {\n        ...GroupCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Groups {\n    me {\n      id\n      groups {\n        ...GroupCard\n      }\n      pendingGroupInvites {\n        ...GroupCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Group($id: ID!) {\n    group(id: $id) {\n      ...GroupDetail\n    }\n  }\n"): (typeof documents)["\n  query Group($id: ID!) {\n    group(id: $id) {\n      ...GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupEventLists($id: ID!) {\n    group(id: $id) {\n      ...GroupEvents\n    }\n  }\n"): (typeof documents)["\n  query GroupEventLists($id: ID!) {\n    group(id: $id) {\n      ...GroupEvents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetail\n      ...GroupEvents\n    }\n  }\n"): (typeof documents)["\n  subscription GroupChanged($id: ID!) {\n    groupChanged(id: $id) {\n      ...GroupDetail\n      ...GroupEvents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($name: String!, $description: String) {\n    createGroup(name: $name, description: $description) {\n      ...GroupCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($name: String!, $description: String) {\n    createGroup(name: $name, description: $description) {\n      ...GroupCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToGroup($groupId: ID!, $emails: String!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToGroup($groupId: ID!, $emails: String!) {\n    inviteToGroup(groupId: $groupId, emails: $emails) {\n      ...InviteResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelGroupInvite($groupId: ID!, $email: String!) {\n    cancelGroupInvite(groupId: $groupId, email: $email) {\n      ...GroupDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CancelGroupInvite($groupId: ID!, $email: String!) {\n    cancelGroupInvite(groupId: $groupId, email: $email) {\n      ...GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptGroupInvitation($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupDetail\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptGroupInvitation($groupId: ID!) {\n    acceptGroupInvite(groupId: $groupId) {\n      ...GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineGroupInvitation($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation DeclineGroupInvitation($groupId: ID!) {\n    declineGroupInvite(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...GroupDetail\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {\n    removeGroupMember(groupId: $groupId, userId: $userId) {\n      ...GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId)\n  }\n"): (typeof documents)["\n  mutation LeaveGroup($groupId: ID!) {\n    leaveGroup(groupId: $groupId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n    setGroupRole(groupId: $groupId, userId: $userId, role: $role) {\n      ...GroupDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SetGroupRole($groupId: ID!, $userId: ID!, $role: GroupRole!) {\n    setGroupRole(groupId: $groupId, userId: $userId, role: $role) {\n      ...GroupDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeason(\n    $groupId: ID!\n    $name: String!\n    $startsAt: DateTime!\n    $endsAt: DateTime!\n    $pointsFormula: PointsFormula!\n  ) {\n    createSeason(\n      groupId: $groupId\n      name: $name\n      startsAt: $startsAt\n      endsAt: $endsAt\n      pointsFormula: $pointsFormula\n    ) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSeason(\n    $groupId: ID!\n    $name: String!\n    $startsAt: DateTime!\n    $endsAt: DateTime!\n    $pointsFormula: PointsFormula!\n  ) {\n    createSeason(\n      groupId: $groupId\n      name: $name\n      startsAt: $startsAt\n      endsAt: $endsAt\n      pointsFormula: $pointsFormula\n    ) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GuestsCard_group on Group {\n    id\n    guests {\n      id\n      displayName\n      viewerCanManageGuest\n    }\n  }\n"): (typeof documents)["\n  fragment GuestsCard_group on Group {\n    id\n    guests {\n      id\n      displayName\n      viewerCanManageGuest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameGuest($guestId: ID!, $displayName: String!) {\n    renameGuest(guestId: $guestId, displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation RenameGuest($guestId: ID!, $displayName: String!) {\n    renameGuest(guestId: $guestId, displayName: $displayName) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n"): (typeof documents)["\n  mutation RemoveGuest($guestId: ID!) {\n    removeGuest(guestId: $guestId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteGuestToClaim($guestId: ID!, $email: String!) {\n    inviteGuestToClaim(guestId: $guestId, email: $email)\n  }\n"): (typeof documents)["\n  mutation InviteGuestToClaim($guestId: ID!, $email: String!) {\n    inviteGuestToClaim(guestId: $guestId, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GuestClaim($code: String!) {\n    guestClaim(code: $code) {\n      guest {\n        id\n        displayName\n      }\n      gamesPlayed\n      groupName\n    }\n  }\n"): (typeof documents)["\n  query GuestClaim($code: String!) {\n    guestClaim(code: $code) {\n      guest {\n        id\n        displayName\n      }\n      gamesPlayed\n      groupName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimGuest($code: String!) {\n    claimGuest(code: $code) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimGuest($code: String!) {\n    claimGuest(code: $code) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query History {\n    me {\n      id\n      pastEvents {\n        ...EventCard\n        ...EventWinners\n        kind\n      }\n    }\n  }\n"): (typeof documents)["\n  query History {\n    me {\n      id\n      pastEvents {\n        ...EventCard\n        ...EventWinners\n        kind\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingNextGame {\n    me {\n      id\n      upcomingEvents {\n        id\n        title\n        startsAt\n        location\n      }\n    }\n  }\n"): (typeof documents)["\n  query LandingNextGame {\n    me {\n      id\n      upcomingEvents {\n        id\n        title\n        startsAt\n        location\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($displayName: String!, $timezone: String!) {\n    updateProfile(displayName: $displayName, timezone: $timezone) {\n      ...CurrentUser\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($displayName: String!, $timezone: String!) {\n    updateProfile(displayName: $displayName, timezone: $timezone) {\n      ...CurrentUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword(\n    $currentPassword: String!\n    $newPassword: String!\n    $endEveryAccess: Boolean\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      newPassword: $newPassword\n      endEveryAccess: $endEveryAccess\n    )\n  }\n"): (typeof documents)["\n  mutation ChangePassword(\n    $currentPassword: String!\n    $newPassword: String!\n    $endEveryAccess: Boolean\n  ) {\n    changePassword(\n      currentPassword: $currentPassword\n      newPassword: $newPassword\n      endEveryAccess: $endEveryAccess\n    )\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccessTokensCard_token on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment AccessTokensCard_token on AccessToken {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    me {\n      id\n      accessTokens {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    me {\n      id\n      accessTokens {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {\n    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {\n      token\n      accessToken {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($name: String!, $scopes: [AccessScope!]!, $expiresInDays: Int) {\n    createAccessToken(name: $name, scopes: $scopes, expiresInDays: $expiresInDays) {\n      token\n      accessToken {\n        ...AccessTokensCard_token\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarFeed {\n    me {\n      id\n      calendarFeedUrl\n    }\n  }\n"): (typeof documents)["\n  query CalendarFeed {\n    me {\n      id\n      calendarFeedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      id\n      calendarFeedUrl\n    }\n  }\n"): (typeof documents)["\n  mutation RotateCalendarFeed {\n    rotateCalendarFeed {\n      id\n      calendarFeedUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimerTemplate on TournamentTemplate {\n    id\n    name\n    builtIn\n    blindStructureName\n    levels {\n      id\n      smallBlind\n      bigBlind\n      ante\n      durationMinutes\n      isBreak\n      note\n    }\n    chipSetName\n    chips {\n      value\n      color\n      quantity\n    }\n  }\n"): (typeof documents)["\n  fragment TimerTemplate on TournamentTemplate {\n    id\n    name\n    builtIn\n    blindStructureName\n    levels {\n      id\n      smallBlind\n      bigBlind\n      ante\n      durationMinutes\n      isBreak\n      note\n    }\n    chipSetName\n    chips {\n      value\n      color\n      quantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentTemplates {\n    tournamentTemplates {\n      ...TimerTemplate\n    }\n  }\n"): (typeof documents)["\n  query TournamentTemplates {\n    tournamentTemplates {\n      ...TimerTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {\n    saveTournamentTemplate(input: $input) {\n      ...TimerTemplate\n    }\n  }\n"): (typeof documents)["\n  mutation SaveTournamentTemplate($input: TournamentTemplateInput!) {\n    saveTournamentTemplate(input: $input) {\n      ...TimerTemplate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTournamentTemplate($id: ID!) {\n    deleteTournamentTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteTournamentTemplate($id: ID!) {\n    deleteTournamentTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentClock_tournament on Tournament {\n    id\n    eventId\n    phase\n    levelIndex\n    levelEndsAt\n    remainingSeconds\n    serverNow\n    # No ids under template: the copy must not merge in Apollo's cache with the template it was\n    # copied from (the timer's list), which its owner may edit afterwards.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    buyInCents\n    rebuyCents\n    addOnCents\n    bountyCents\n    prizePoolCents\n    payouts {\n      place\n      percent\n      amountCents\n    }\n    playersLeft\n    averageStack\n    displayUrl\n    ...NightLogCard_tournament\n  }\n"): (typeof documents)["\n  fragment TournamentClock_tournament on Tournament {\n    id\n    eventId\n    phase\n    levelIndex\n    levelEndsAt\n    remainingSeconds\n    serverNow\n    # No ids under template: the copy must not merge in Apollo's cache with the template it was\n    # copied from (the timer's list), which its owner may edit afterwards.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    buyInCents\n    rebuyCents\n    addOnCents\n    bountyCents\n    prizePoolCents\n    payouts {\n      place\n      percent\n      amountCents\n    }\n    playersLeft\n    averageStack\n    displayUrl\n    ...NightLogCard_tournament\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentClock($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...TournamentClock_tournament\n      }\n    }\n  }\n"): (typeof documents)["\n  query TournamentClock($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...TournamentClock_tournament\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TournamentClockChanged($eventId: ID!) {\n    tournamentChanged(eventId: $eventId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  subscription TournamentClockChanged($eventId: ID!) {\n    tournamentChanged(eventId: $eventId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {\n    startTournament(eventId: $eventId, settings: $settings) {\n      ...TournamentClock_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation StartTournament($eventId: ID!, $settings: TournamentSettingsInput!) {\n    startTournament(eventId: $eventId, settings: $settings) {\n      ...TournamentClock_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseTournament($eventId: ID!) {\n    pauseTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation PauseTournament($eventId: ID!) {\n    pauseTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeTournament($eventId: ID!) {\n    resumeTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeTournament($eventId: ID!) {\n    resumeTournament(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {\n    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) {\n      ...TournamentClock_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation SetTournamentLevel($eventId: ID!, $levelIndex: Int!) {\n    setTournamentLevel(eventId: $eventId, levelIndex: $levelIndex) {\n      ...TournamentClock_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateTournamentDisplay($eventId: ID!) {\n    rotateTournamentDisplay(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation RotateTournamentDisplay($eventId: ID!) {\n    rotateTournamentDisplay(eventId: $eventId) {\n      ...TournamentClock_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentDisplay_display on TournamentDisplay {\n    eventTitle\n    tournament {\n      ...TournamentClock_tournament\n    }\n    seats {\n      tableName\n      seatNumber\n      playerName\n    }\n    results {\n      place\n      playerName\n      prizeCents\n      bountyCents\n    }\n  }\n"): (typeof documents)["\n  fragment TournamentDisplay_display on TournamentDisplay {\n    eventTitle\n    tournament {\n      ...TournamentClock_tournament\n    }\n    seats {\n      tableName\n      seatNumber\n      playerName\n    }\n    results {\n      place\n      playerName\n      prizeCents\n      bountyCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TournamentDisplay($token: String!) {\n    tournamentDisplay(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n"): (typeof documents)["\n  query TournamentDisplay($token: String!) {\n    tournamentDisplay(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TournamentDisplayChanged($token: String!) {\n    tournamentDisplayChanged(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n"): (typeof documents)["\n  subscription TournamentDisplayChanged($token: String!) {\n    tournamentDisplayChanged(token: $token) {\n      ...TournamentDisplay_display\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NightLogCard_tournament on Tournament {\n    id\n    phase\n    log {\n      id\n      at\n      kind\n      actor {\n        ...PersonName_user\n      }\n      player {\n        ...PersonName_user\n      }\n      eliminatedBy {\n        ...PersonName_user\n      }\n      levelIndex\n      undoneKind\n      undoneAt\n      canUndo\n    }\n  }\n"): (typeof documents)["\n  fragment NightLogCard_tournament on Tournament {\n    id\n    phase\n    log {\n      id\n      at\n      kind\n      actor {\n        ...PersonName_user\n      }\n      player {\n        ...PersonName_user\n      }\n      eliminatedBy {\n        ...PersonName_user\n      }\n      levelIndex\n      undoneKind\n      undoneAt\n      canUndo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NightLog($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...NightLogCard_tournament\n      }\n    }\n  }\n"): (typeof documents)["\n  query NightLog($eventId: ID!) {\n    event(id: $eventId) {\n      id\n      tournament {\n        ...NightLogCard_tournament\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoTournamentAction($eventId: ID!, $entryId: ID!) {\n    undoTournamentAction(eventId: $eventId, entryId: $entryId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation UndoTournamentAction($eventId: ID!, $entryId: ID!) {\n    undoTournamentAction(eventId: $eventId, entryId: $entryId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentEntryRow_entry on TournamentEntry {\n    player {\n      ...PersonName_user\n    }\n    rebuys\n    addOns\n    knockouts\n    finishPlace\n    bustedAt\n    eliminatedBy {\n      ...PersonName_user\n    }\n    tableName\n    seatNumber\n  }\n"): (typeof documents)["\n  fragment TournamentEntryRow_entry on TournamentEntry {\n    player {\n      ...PersonName_user\n    }\n    rebuys\n    addOns\n    knockouts\n    finishPlace\n    bustedAt\n    eliminatedBy {\n      ...PersonName_user\n    }\n    tableName\n    seatNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentPlayersCard_tournament on Tournament {\n    id\n    phase\n    levelIndex\n    rebuyCents\n    addOnCents\n    rebuyLevels\n    addOnLevels\n    # Breaks do not count towards rebuyLevels and addOnLevels (core/breaks.ts). The same fields\n    # as the clock's fragment: the copy has no id, so an answer carrying only this fragment\n    # (drawSeats, balanceTables) replaces the cached template and must leave the clock whole.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    bountyCents\n    playersLeft\n    entries {\n      ...TournamentEntryRow_entry\n    }\n    seatMoves {\n      player {\n        ...PersonName_user\n      }\n      fromTable\n      fromSeat\n      toTable\n      toSeat\n    }\n  }\n"): (typeof documents)["\n  fragment TournamentPlayersCard_tournament on Tournament {\n    id\n    phase\n    levelIndex\n    rebuyCents\n    addOnCents\n    rebuyLevels\n    addOnLevels\n    # Breaks do not count towards rebuyLevels and addOnLevels (core/breaks.ts). The same fields\n    # as the clock's fragment: the copy has no id, so an answer carrying only this fragment\n    # (drawSeats, balanceTables) replaces the cached template and must leave the clock whole.\n    template {\n      name\n      levels {\n        smallBlind\n        bigBlind\n        ante\n        durationMinutes\n        isBreak\n        note\n      }\n    }\n    bountyCents\n    playersLeft\n    entries {\n      ...TournamentEntryRow_entry\n    }\n    seatMoves {\n      player {\n        ...PersonName_user\n      }\n      fromTable\n      fromSeat\n      toTable\n      toSeat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChopModal_tournament on Tournament {\n    id\n    prizePoolCents\n    chipsInPlay\n    payouts {\n      place\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  fragment ChopModal_tournament on Tournament {\n    id\n    prizePoolCents\n    chipsInPlay\n    payouts {\n      place\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TournamentPlay_event on Event {\n    id\n    status\n    viewerCan {\n      runTournament\n    }\n    tournament {\n      id\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  fragment TournamentPlay_event on Event {\n    id\n    status\n    viewerCan {\n      runTournament\n    }\n    tournament {\n      id\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventResultsCard_event on Event {\n    id\n    results {\n      place\n      prizeCents\n      bountyCents\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EventResultsCard_event on Event {\n    id\n    results {\n      place\n      prizeCents\n      bountyCents\n      user {\n        ...PersonName_user\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRebuy($eventId: ID!, $userId: ID!) {\n    recordRebuy(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRebuy($eventId: ID!, $userId: ID!) {\n    recordRebuy(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordAddOn($eventId: ID!, $userId: ID!) {\n    recordAddOn(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation RecordAddOn($eventId: ID!, $userId: ID!) {\n    recordAddOn(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {\n    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation BustPlayer($eventId: ID!, $userId: ID!, $eliminatedByUserId: ID) {\n    bustPlayer(eventId: $eventId, userId: $userId, eliminatedByUserId: $eliminatedByUserId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePlayer($eventId: ID!, $userId: ID!) {\n    restorePlayer(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePlayer($eventId: ID!, $userId: ID!) {\n    restorePlayer(eventId: $eventId, userId: $userId) {\n      ...TournamentClock_tournament\n      ...TournamentPlayersCard_tournament\n      ...ChopModal_tournament\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DrawSeats($eventId: ID!) {\n    drawSeats(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n"): (typeof documents)["\n  mutation DrawSeats($eventId: ID!) {\n    drawSeats(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BalanceTables($eventId: ID!) {\n    balanceTables(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n"): (typeof documents)["\n  mutation BalanceTables($eventId: ID!) {\n    balanceTables(eventId: $eventId) {\n      id\n      tables {\n        ...SeatMap_table\n      }\n      ...TournamentPlay_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) {\n      amountCents\n      user {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChopPreview($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopPreview(eventId: $eventId, method: $method, stacks: $stacks) {\n      amountCents\n      user {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishTournament($eventId: ID!) {\n    finishTournament(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation FinishTournament($eventId: ID!) {\n    finishTournament(eventId: $eventId) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) {\n      ...EventDetail\n    }\n  }\n"): (typeof documents)["\n  mutation ChopTournament($eventId: ID!, $method: ChopMethod!, $stacks: [StackInput!]) {\n    chopTournament(eventId: $eventId, method: $method, stacks: $stacks) {\n      ...EventDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonName_user on User {\n    id\n    displayName\n    email\n  }\n"): (typeof documents)["\n  fragment PersonName_user on User {\n    id\n    displayName\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InviteResultFields on InviteResult {\n    invited\n    skipped\n    skippedEntries {\n      entry\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment InviteResultFields on InviteResult {\n    invited\n    skipped\n    skippedEntries {\n      entry\n      reason\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;