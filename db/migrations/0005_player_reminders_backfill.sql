-- Players now have their own reminder marker (event_players.reminded_for). The players of an event
-- whose reminders already went out got theirs with the event's: mark them so, or the first sweep
-- after this migration would remind them again.
UPDATE "event_players" SET "reminded_for" = "events"."reminded_for"
FROM "events"
WHERE "events"."id" = "event_players"."event_id" AND "events"."reminded_for" IS NOT NULL;
