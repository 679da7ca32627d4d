ALTER TABLE "order_payments" ADD COLUMN "direction" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Cancelling used to mark a paid order 'refunded' although no money went back: such orders show what
-- was collected again, until staff record the refund.
UPDATE "orders" SET "financial_status" = CASE WHEN "paid_minor" >= "total_minor" THEN 'paid' ELSE 'partially_paid' END
WHERE "financial_status" = 'refunded' AND "refunded_minor" = 0 AND "paid_minor" > 0;
