CREATE TABLE "auth_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_verification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verification_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_text_body" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_html_body" text;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempts_key_idx" ON "auth_attempts" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
-- Sign-in failures now live among the other limited attempts; the 15 minutes of failures they held
-- are not worth carrying over.
DROP TABLE "sign_in_failures" CASCADE;
--> statement-breakpoint
-- Accounts made before addresses were verified keep sending to their customers: nobody asked them to.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email_verified_at" IS NULL;
--> statement-breakpoint
-- Emails kept so far held their checkout and password reset links in plain text. One still to be
-- delivered keeps its link in the delivery copy only; every kept copy loses it.
UPDATE "email_outbox" SET "delivery_text_body" = "text_body", "delivery_html_body" = "html_body"
WHERE "status" IN ('queued', 'held')
  AND "text_body" ~ 'https?://[^\s"<>]+/(checkout/[A-Za-z0-9_-]+|auth/reset-password\?token=[^\s"<>]+)';
--> statement-breakpoint
UPDATE "email_outbox" SET
  "text_body" = regexp_replace("text_body",
    'https?://[^\s"<>]+/(checkout/[A-Za-z0-9_-]+|auth/reset-password\?token=[^\s"<>]+)',
    '[link removed: only the recipient has it]', 'g'),
  "html_body" = regexp_replace("html_body",
    '<a href="https?://[^"]+/(checkout/[A-Za-z0-9_-]+|auth/reset-password\?token=[^"]+)">([^<]*)</a>',
    '<strong>\2</strong> [link removed: only the recipient has it]', 'g')
WHERE "text_body" ~ 'https?://[^\s"<>]+/(checkout/[A-Za-z0-9_-]+|auth/reset-password\?token=[^\s"<>]+)';
