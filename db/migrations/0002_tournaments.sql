CREATE TYPE "public"."tournament_phase" AS ENUM('running', 'paused', 'finished');--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rebuys" integer DEFAULT 0 NOT NULL,
	"add_ons" integer DEFAULT 0 NOT NULL,
	"knockouts" integer DEFAULT 0 NOT NULL,
	"finish_place" integer,
	"busted_at" timestamp with time zone,
	"eliminated_by" uuid,
	"position" integer NOT NULL,
	CONSTRAINT "tournament_entries_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_entries_one_per_place" UNIQUE("tournament_id","finish_place"),
	CONSTRAINT "tournament_entries_counts_not_negative" CHECK ("tournament_entries"."rebuys" >= 0 and "tournament_entries"."add_ons" >= 0 and "tournament_entries"."knockouts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournament_results" (
	"event_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"prize_cents" integer DEFAULT 0 NOT NULL,
	"bounty_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_results_event_id_place_pk" PRIMARY KEY("event_id","place"),
	CONSTRAINT "tournament_results_place_positive" CHECK ("tournament_results"."place" >= 1),
	CONSTRAINT "tournament_results_money_not_negative" CHECK ("tournament_results"."prize_cents" >= 0 and "tournament_results"."bounty_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"template" jsonb NOT NULL,
	"phase" "tournament_phase" DEFAULT 'running' NOT NULL,
	"level_index" integer DEFAULT 0 NOT NULL,
	"level_ends_at" timestamp with time zone,
	"paused_remaining_seconds" integer,
	"buy_in_cents" integer NOT NULL,
	"rebuy_cents" integer DEFAULT 0 NOT NULL,
	"add_on_cents" integer DEFAULT 0 NOT NULL,
	"bounty_cents" integer DEFAULT 0 NOT NULL,
	"rebuy_levels" integer,
	"add_on_levels" integer,
	"payout_percents" jsonb NOT NULL,
	"display_token" text NOT NULL,
	"seat_moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "tournaments_display_token_unique" UNIQUE("display_token"),
	CONSTRAINT "tournaments_level_index_not_negative" CHECK ("tournaments"."level_index" >= 0),
	CONSTRAINT "tournaments_amounts_not_negative" CHECK ("tournaments"."buy_in_cents" >= 0 and "tournaments"."rebuy_cents" >= 0 and "tournaments"."add_on_cents" >= 0 and "tournaments"."bounty_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_eliminated_by_users_id_fk" FOREIGN KEY ("eliminated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_results_user" ON "tournament_results" USING btree ("user_id");