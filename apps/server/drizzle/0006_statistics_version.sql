CREATE TABLE "statistics_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "statistics_version_seq";
--> statement-breakpoint
INSERT INTO "statistics_version" ("id", "version") VALUES (1, nextval('statistics_version_seq'));
--> statement-breakpoint
-- Runs at commit (deferred constraint triggers), once per transaction: the new version becomes
-- visible together with the change, and the row is locked only for the last moment of the
-- transaction, after all its other locks, so writers never deadlock on it. A sequence gives the
-- value, so it never repeats even if the row is rewritten.
CREATE FUNCTION "statistics_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.statistics_changed', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('portal.statistics_changed', 'on', true);
  UPDATE "statistics_version" SET "version" = nextval('statistics_version_seq') WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "performances" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "performance_sub_results" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "performance_relay_members" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "athletes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "perf_competitions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "checkings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "best_lists" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "best_list_definitions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "organizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "events" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "statistics_changed" AFTER INSERT OR UPDATE OR DELETE ON "age_classes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "statistics_changed"();
