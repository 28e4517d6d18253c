CREATE TABLE "ranked_mark_changes" (
	"tx" bigint NOT NULL,
	"version" bigint,
	"performance_id" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ranked_mark_changes_tx_idx" ON "ranked_mark_changes" USING btree ("tx","performance_id");--> statement-breakpoint
CREATE INDEX "ranked_mark_changes_version_idx" ON "ranked_mark_changes" USING btree ("version");--> statement-breakpoint
-- As in 0015, and each statement also notes the ids of the performances it wrote, once per
-- transaction and mark: the public rankings read again only those (decision 050).
CREATE OR REPLACE FUNCTION "ranking_slices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), o.event_id, o.class_id, o.season_year FROM old_rows o ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), n.event_id, n.class_id, n.season_year FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT txid_current(), o.id FROM old_rows o ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT txid_current(), n.id FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ranking_slices_checked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), p.event_id, p.class_id, p.season_year FROM old_rows o JOIN public.performances p ON p.id = o.performance_id ON CONFLICT DO NOTHING;
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT DISTINCT txid_current(), o.performance_id FROM old_rows o ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year)
      SELECT DISTINCT txid_current(), p.event_id, p.class_id, p.season_year FROM new_rows n JOIN public.performances p ON p.id = n.performance_id ON CONFLICT DO NOTHING;
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT DISTINCT txid_current(), n.performance_id FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in 0015, and the transaction's mark notes get the version too.
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
  UPDATE public.ranked_mark_changes SET version = moved WHERE tx = txid_current() AND version IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- What a ranking page shows of a mark beyond the mark itself: the athlete's name, the
-- competition's name and town, overridden sub-event points. A change of these notes the marks
-- that show them, so that a page kept in memory shows them anew.
CREATE FUNCTION "ranked_marks_shown_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'athletes' THEN
    INSERT INTO public.ranked_mark_changes (tx, performance_id)
      SELECT DISTINCT txid_current(), p.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN public.performances p ON p.athlete_id = n.id
      WHERE (n.first_name, n.last_name) IS DISTINCT FROM (o.first_name, o.last_name) ON CONFLICT DO NOTHING;
  ELSIF TG_TABLE_NAME = 'perf_competitions' THEN
    INSERT INTO public.ranked_mark_changes (tx, performance_id)
      SELECT DISTINCT txid_current(), p.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN public.performances p ON p.competition_id = n.id
      WHERE (n.name, n.town) IS DISTINCT FROM (o.name, o.town) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT DISTINCT txid_current(), o.performance_id FROM old_rows o ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO public.ranked_mark_changes (tx, performance_id) SELECT DISTINCT txid_current(), n.performance_id FROM new_rows n ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranked_marks_shown_changed" AFTER UPDATE ON "athletes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranked_marks_shown_changed"();--> statement-breakpoint
CREATE TRIGGER "ranked_marks_shown_changed" AFTER UPDATE ON "perf_competitions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranked_marks_shown_changed"();--> statement-breakpoint
CREATE TRIGGER "ranked_marks_shown_inserted" AFTER INSERT ON "performance_sub_results" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranked_marks_shown_changed"();--> statement-breakpoint
CREATE TRIGGER "ranked_marks_shown_updated" AFTER UPDATE ON "performance_sub_results" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranked_marks_shown_changed"();--> statement-breakpoint
CREATE TRIGGER "ranked_marks_shown_deleted" AFTER DELETE ON "performance_sub_results" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ranked_marks_shown_changed"();--> statement-breakpoint
-- Event -1 stands for every list's page data: a list or its definitions changed, or an
-- organisation's name (the lists show clubs, owners and restrictions by name).
CREATE FUNCTION "ranking_lists_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.ranking_slice_changes (tx, event_id, class_id, season_year) VALUES (txid_current(), -1, 0, 0) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ranking_lists_changed" AFTER UPDATE OR DELETE ON "best_lists" FOR EACH STATEMENT EXECUTE FUNCTION "ranking_lists_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_lists_changed" AFTER INSERT OR UPDATE OR DELETE ON "best_list_definitions" FOR EACH STATEMENT EXECUTE FUNCTION "ranking_lists_changed"();--> statement-breakpoint
CREATE TRIGGER "ranking_lists_changed" AFTER UPDATE OF "name" ON "organizations" FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "ranking_lists_changed"();
