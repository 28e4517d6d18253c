CREATE TABLE "ranking_slice_changes" (
	"tx" bigint NOT NULL,
	"version" bigint,
	"event_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"season_year" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_slice_changes_tx_idx" ON "ranking_slice_changes" USING btree ("tx","event_id","class_id","season_year");--> statement-breakpoint
CREATE INDEX "ranking_slice_changes_version_idx" ON "ranking_slice_changes" USING btree ("version");--> statement-breakpoint
-- Each statement that writes performances notes the rankings (event, class, season) it touched,
-- once per transaction and ranking; the rows it changed are read from its transition tables, so an
-- import of thousands of rows costs one insert per statement.
CREATE FUNCTION "ranking_slices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), o.event_id, o.class_id, o.season_year FROM old_rows o ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), n.event_id, n.class_id, n.season_year FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranking_slices_inserted" AFTER INSERT ON "performances" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_updated" AFTER UPDATE ON "performances" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_deleted" AFTER DELETE ON "performances" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_changed"();--> statement-breakpoint
-- A checking (a Negative one hides a mark from a list) touches the ranking of its performance.
CREATE FUNCTION "ranking_slices_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), p.event_id, p.class_id, p.season_year FROM old_rows o JOIN public.performances p ON p.id = o.performance_id ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), p.event_id, p.class_id, p.season_year FROM new_rows n JOIN public.performances p ON p.id = n.performance_id ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranking_slices_inserted" AFTER INSERT ON "checkings" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_checked"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_updated" AFTER UPDATE ON "checkings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_checked"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_deleted" AFTER DELETE ON "checkings" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranking_slices_checked"();--> statement-breakpoint
-- Every ranking at once: a regional list ranks by where clubs stand in the tree, and events and
-- age classes carry the rules of all of them.
CREATE FUNCTION "ranking_slices_all_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year) VALUES (txid_current(), 0, 0, 0) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranking_slices_all_changed" AFTER DELETE OR UPDATE OF "path" ON "organizations" FOR EACH ROW EXECUTE FUNCTION "ranking_slices_all_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_all_changed" AFTER INSERT OR UPDATE OR DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION "ranking_slices_all_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_slices_all_changed" AFTER INSERT OR UPDATE OR DELETE ON "age_classes" FOR EACH ROW EXECUTE FUNCTION "ranking_slices_all_changed"();--> statement-breakpoint
-- As in 0006, and at the same moment the transaction's notes get the version it moves to: the
-- version row stays locked until the commit, so a reader that sees a version sees every note up to it.
CREATE OR REPLACE FUNCTION "statistics_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF current_setting('portal.statistics_changed', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('portal.statistics_changed', 'on', true);
  UPDATE "statistics_version" SET "version" = nextval('statistics_version_seq') WHERE "id" = 1 RETURNING "version" INTO moved;
  UPDATE public.ranking_slice_changes SET version = moved WHERE tx = txid_current() AND version IS NULL;
  RETURN NULL;
END
$$;
