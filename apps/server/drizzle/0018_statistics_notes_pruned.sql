-- The notes of what versions up to this one changed (0015, 0017) may have been deleted by the job
-- runner's maintenance (purgeStatisticsNotes): a reader that knows only an older version takes
-- everything as changed (decision 051).
ALTER TABLE "statistics_version" ADD COLUMN "notes_pruned_to" bigint DEFAULT 0 NOT NULL;