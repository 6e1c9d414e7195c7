// What cash games say when they refuse something. The money rules' own messages
// live with the rules in core/cash-game.ts.
export const cashGameServerMessages = {
  manageOnly: "Only the host or the group's owner and admins can record a cash game's money",
  notCash: 'This event is a tournament, not a cash game',
  completed: 'This cash game is settled: its money can no longer change',
  notAPlayer: 'That person is not playing in this event',
} as const;
