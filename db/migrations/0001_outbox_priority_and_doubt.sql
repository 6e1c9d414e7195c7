ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "message_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "send_in_doubt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_claim" ON "email_outbox" USING btree ("priority","next_attempt_at") WHERE "email_outbox"."status" = 'pending';