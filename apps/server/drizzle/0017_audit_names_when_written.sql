ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_public_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_user_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_user_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_user_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_user_public_id" text;