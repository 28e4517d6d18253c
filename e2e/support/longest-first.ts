import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds each journey file took in a CI run (two at a time, Node.js 20). A clean clone has no
 * timing cache, and vitest then starts the largest files first, so a short file that takes long (the
 * accessibility journey) ran last, alone, on one worker. Longest first evens the two workers out.
 * A file not listed goes after these, largest first as before.
 */
const measuredSeconds: Record<string, number> = {
  'competition-approval.e2e.ts': 187,
  'accessibility.e2e.ts': 164,
  'statistics.e2e.ts': 158,
  'i18n.e2e.ts': 123,
  'manual-bestlists.e2e.ts': 121,
  'navigation.e2e.ts': 113,
  'event-registration.e2e.ts': 109,
  'records.e2e.ts': 81,
  'results-import.e2e.ts': 60,
  'session.e2e.ts': 52,
  'forms.e2e.ts': 48,
  'registration.e2e.ts': 46,
  'user-management.e2e.ts': 37,
  'password-reset.e2e.ts': 28,
};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const bySize = await super.sort(files);
    const weight = (file: TestSpecification) => measuredSeconds[path.basename(file.moduleId)] ?? 0;
    // Array.prototype.sort is stable: unlisted files keep the base order among themselves.
    return [...bySize].sort((a, b) => weight(b) - weight(a));
  }
}
