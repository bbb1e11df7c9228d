ALTER TABLE "session" ADD COLUMN "via_funnel" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_method_id" text;