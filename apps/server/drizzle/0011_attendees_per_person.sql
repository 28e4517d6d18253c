-- Before the new unique index: a person signed up twice under two addresses keeps the first sign-up, and the place of the second is given back.
WITH "dup" AS (
  SELECT "id", "event_registration_id" FROM (
    SELECT "id", "event_registration_id", row_number() OVER (PARTITION BY "event_registration_id", lower("first_name"), lower("last_name"), "year_of_birth" ORDER BY "id") AS "n" FROM "event_attendees"
  ) AS "ranked" WHERE "n" > 1
), "removed" AS (
  DELETE FROM "event_attendees" WHERE "id" IN (SELECT "id" FROM "dup") RETURNING "event_registration_id"
)
UPDATE "event_registrations" AS "r" SET "current_people" = greatest(0, "r"."current_people" - "c"."n")
FROM (SELECT "event_registration_id", count(*)::int AS "n" FROM "removed" GROUP BY "event_registration_id") AS "c"
WHERE "r"."id" = "c"."event_registration_id";--> statement-breakpoint
DROP INDEX "event_attendees_event_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "event_attendees_event_person_idx" ON "event_attendees" USING btree ("event_registration_id",lower("first_name"),lower("last_name"),"year_of_birth");
