ALTER TABLE "records" ADD COLUMN "global_competitor_guid" uuid;--> statement-breakpoint
ALTER TABLE "manual_performances" ADD COLUMN "world_athlete_number" varchar(20);--> statement-breakpoint
ALTER TABLE "manual_performances" ADD COLUMN "global_competitor_guid" uuid;