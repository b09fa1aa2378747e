/**
 * Writes each `tokens.name` of Fluent UI's design tokens as the CSS variable it stands for
 * (`'var(--name)'`), in Fluent's published code and the app's alike, when the app is built.
 *
 * Why (issue 19): Fluent's components come with their styles compiled, but some keep a read of
 * the `tokens` object outside them (the Button's styles compute a value they never use). One
 * such read keeps the whole object, 4.1 KB gzip of names, in every page's first load.
 * With every read written as its value, the object is left out of the build.
 */
import { tokens } from '@fluentui/tokens';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const tokenValues: Readonly<Record<string, string>> = tokens;

// An import of the tokens object from Fluent: the public packages, or the tokens package's own
// modules from inside it. The named import's local name is the first group's `as` part, if any.
const tokensImport =
  /import\s*\{([^}]*)\}\s*from\s*["'](?:@fluentui\/(?:react-components|react-theme|tokens)|\.\.?\/(?:\.\.\/)*tokens(?:\.js)?)["']/g;
const tokensSpecifier = /(?:^|,)\s*tokens(?:\s+as\s+([A-Za-z_$][\w$]*))?\s*(?=,|$)/;

/** The names the module gives Fluent's tokens object where it imports it. */
function localNamesOfTokens(code: string): string[] {
  return [...code.matchAll(tokensImport)].flatMap(([, specifiers = '']) => {
    const match = tokensSpecifier.exec(specifiers);
    return match ? [match[1] ?? 'tokens'] : [];
  });
}

/** The module with every read of a known token written as its value, or null if it has none. */
export function inlineFluentTokens(code: string): MagicString | null {
  const inlined = new MagicString(code);
  for (const name of new Set(localNamesOfTokens(code))) {
    const read = new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)(?![\\w$])`, 'g');
    for (const match of code.matchAll(read)) {
      const token = match[1] ?? '';
      const value = Object.hasOwn(tokenValues, token) ? tokenValues[token] : undefined;
      if (value !== undefined) inlined.overwrite(match.index, match.index + match[0].length, JSON.stringify(value));
    }
  }
  return inlined.hasChanged() ? inlined : null;
}

const candidate = /(?:node_modules[\\/]@fluentui[\\/].*\.js|[\\/]src[\\/]client[\\/].*\.tsx?)$/;

export function inlineFluentTokensPlugin(): Plugin {
  return {
    name: 'inline-fluent-tokens',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!candidate.test(id) || !code.includes('tokens')) return null;
      const inlined = inlineFluentTokens(code);
      return inlined && { code: inlined.toString(), map: inlined.generateMap({ hires: true, source: id }) };
    },
  };
}
