CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"option_index" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"visitor_id" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"lead_id" uuid,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"user_id" text,
	"email" text,
	"full_name" text,
	"iq_score" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"scored_questions" integer NOT NULL,
	"answered_count" integer NOT NULL,
	"weighted_share" real NOT NULL,
	"accuracy" integer NOT NULL,
	"faster_than" integer NOT NULL,
	"strongest_domain" text,
	"time_taken_seconds" integer NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_results_attempt_id_unique" UNIQUE("attempt_id")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"quiz_data" jsonb,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"key" text NOT NULL,
	"type" text NOT NULL,
	"domain" text,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" integer,
	"sequence_image" text,
	"options_image" text,
	"image_alt" text
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"test_type" text DEFAULT 'iq' NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_visitor_started_idx" ON "attempts" USING btree ("visitor_id","test_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_in_progress_key" ON "attempts" USING btree ("visitor_id","test_id") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "attempts_lead_idx" ON "attempts" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "test_results_completed_idx" ON "test_results" USING btree ("completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "test_results_named_completed_idx" ON "test_results" USING btree ("completed_at" DESC NULLS LAST) WHERE "test_results"."full_name" is not null;--> statement-breakpoint
CREATE INDEX "test_results_email_idx" ON "test_results" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_email_key" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_test_position_key" ON "questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_test_key_key" ON "questions" USING btree ("test_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_slug_key" ON "tests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tests_type_active_idx" ON "tests" USING btree ("test_type","is_active");