CREATE TABLE "guest_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"guest_id" uuid NOT NULL,
	"email" text NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_claims_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "guest_claims_email_lower" CHECK ("guest_claims"."email" = lower("guest_claims"."email"))
);
--> statement-breakpoint
CREATE TABLE "tournament_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"player_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by" uuid
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_group_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_claims" ADD CONSTRAINT "guest_claims_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log" ADD CONSTRAINT "tournament_log_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log" ADD CONSTRAINT "tournament_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_log" ADD CONSTRAINT "tournament_log_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_claims_guest" ON "guest_claims" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "tournament_log_tournament" ON "tournament_log" USING btree ("tournament_id","at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_group_id_groups_id_fk" FOREIGN KEY ("guest_group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_owner_id_users_id_fk" FOREIGN KEY ("guest_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_guest_group" ON "users" USING btree ("guest_group_id");--> statement-breakpoint
CREATE INDEX "users_guest_owner" ON "users" USING btree ("guest_owner_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_has_no_email" CHECK (("users"."is_guest" and "users"."email" is null and "users"."password_hash" is null) or (not "users"."is_guest" and "users"."email" is not null));