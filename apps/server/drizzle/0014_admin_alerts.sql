CREATE TABLE "admin_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"cleared_at" timestamp with time zone
);
