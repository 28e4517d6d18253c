import type { Plugin } from 'vite';

/**
 * Emotion's check of which props reach a DOM element (`@emotion/is-prop-valid`), with its list of
 * React's prop names as a set instead of one regular expression of some 450 alternatives. That
 * expression is compiled on its first use, while the app's entry evaluates (every `styled()` asks
 * it once), and each new prop name then runs through it interpreted: 30 ms of the entry's 94 ms
 * evaluation in a CPU profile on this machine, four times that on a slow phone. The answers are the
 * same (`prop-names-as-set.test.ts` compares them); the build fails if the module's shape changes.
 */
export function propNamesAsSet(code: string): string {
  const match = /var reactPropsRegex = \/\^\(\(([A-Za-z0-9|]+)\)\|\(\(\[Dd\]\[Aa\]\[Tt\]\[Aa\]\|\[Aa\]\[Rr\]\[Ii\]\[Aa\]\|x\)-\.\*\)\)\$\/;/.exec(code);
  if (!match || !code.includes('reactPropsRegex.test(prop)')) {
    throw new Error('@emotion/is-prop-valid changed its shape: review build/prop-names-as-set.ts');
  }
  const names = JSON.stringify(match[1].split('|'));
  return code
    .replace(match[0], `var reactPropNames = new Set(${names});\nvar prefixedPropRegex = /^([Dd][Aa][Tt][Aa]|[Aa][Rr][Ii][Aa]|x)-.*$/;`)
    .replace('reactPropsRegex.test(prop)', '(reactPropNames.has(prop) || prefixedPropRegex.test(prop))');
}

const isPropValidModule = /[\\/]@emotion[\\/]is-prop-valid[\\/]dist[\\/]emotion-is-prop-valid\.esm\.js$/;

export function propNamesAsSetPlugin(): Plugin {
  let rewritten = false;
  return {
    name: 'portal:prop-names-as-set',
    apply: 'build',
    transform(code, id) {
      if (!isPropValidModule.test(id)) return null;
      rewritten = true;
      return { code: propNamesAsSet(code), map: null };
    },
    generateBundle() {
      // Emotion resolved to another file of the package: the rewrite would be lost without a word.
      if (!rewritten) this.error('@emotion/is-prop-valid was not rewritten: review build/prop-names-as-set.ts');
    },
  };
}
