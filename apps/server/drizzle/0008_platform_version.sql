CREATE TABLE "platform_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "platform_version_seq";
--> statement-breakpoint
INSERT INTO "platform_version" ("id", "version") VALUES (1, nextval('platform_version_seq'));
--> statement-breakpoint
-- As statistics_changed (0006): at commit, once per transaction, the value from a sequence.
CREATE FUNCTION "platform_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('portal.platform_changed', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('portal.platform_changed', 'on', true);
  UPDATE "platform_version" SET "version" = nextval('platform_version_seq') WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "languages" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "organizations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "platform_changed" AFTER INSERT OR UPDATE OR DELETE ON "role_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "platform_changed"();
