import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in a CI run (two at a time, Node.js 20). A clean clone has no
 * timing cache, and vitest then starts the largest files first, so a short file that takes long (the
 * accessibility journey) ran last, alone, on one worker. Longest first evens the two workers out.
 * A file not listed goes after these, largest first as before.
 */
const measuredSeconds: Record<string, number> = {
  'accessibility.e2e.ts': 277,
  'competition-approval.e2e.ts': 166,
  'statistics.e2e.ts': 159,
  'i18n.e2e.ts': 106,
  'event-registration.e2e.ts': 104,
  'navigation.e2e.ts': 88,
  'records.e2e.ts': 85,
  'manual-bestlists.e2e.ts': 79,
  'forms.e2e.ts': 51,
  'session.e2e.ts': 48,
  'results-import.e2e.ts': 43,
  'registration.e2e.ts': 43,
  'user-management.e2e.ts': 33,
  'password-reset.e2e.ts': 18,
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files);
    const weight = (file: TestSpecification) => measuredSeconds[path.basename(file.moduleId)] ?? 0;
    // Array.prototype.sort is stable: unlisted files keep the base order among themselves.
    return [...bySize].sort((a, b) => weight(b) - weight(a));
  }
}
