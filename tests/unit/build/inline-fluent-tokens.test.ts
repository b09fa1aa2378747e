import { describe, expect, it } from 'vitest';
import { inlineFluentTokens } from '../../../build/inline-fluent-tokens';

const inlined = (code: string) => inlineFluentTokens(code)?.toString() ?? null;

describe("Fluent's tokens written as their CSS variables at build time", () => {
  it("writes each read of Fluent's tokens object as the variable it stands for", () => {
    const code = [
      "import { makeStyles, tokens } from '@fluentui/react-components';",
      'const width = `calc(${tokens.strokeWidthThin} + 0.25px)`;',
      'const layer = tokens.zIndexPopup;',
    ].join('\n');
    expect(inlined(code)).toBe(
      [
        "import { makeStyles, tokens } from '@fluentui/react-components';",
        'const width = `calc(${"var(--strokeWidthThin)"} + 0.25px)`;',
        'const layer = "var(--zIndexPopup, 2000)";',
      ].join('\n'),
    );
  });

  it('follows the name the tokens are imported under, in Fluent’s own packages too', () => {
    expect(inlined("import { tokens as t } from '../tokens.js';\nexport const a = t.colorBrandBackground;")).toBe(
      'import { tokens as t } from \'../tokens.js\';\nexport const a = "var(--colorBrandBackground)";',
    );
    expect(inlined("import { tokens } from '@fluentui/react-theme';\nf(tokens.fontSizeBase300);")).toContain(
      'f("var(--fontSizeBase300)")',
    );
  });

  it('leaves alone what is not a read of a known token', () => {
    const code = [
      "import { tokens } from '@fluentui/react-components';",
      'const all = Object.keys(tokens);',
      'const unknown = tokens.notAToken;',
      'const other = session.tokens.colorBrandBackground;',
      'const longer = tokens.colorBrandBackgroundX;',
    ].join('\n');
    expect(inlined(code)).toBeNull();
  });

  it("leaves a module alone that has its own 'tokens', not Fluent's", () => {
    expect(inlined("import { tokens } from './session-tokens';\nsend(tokens.spacingHorizontalM);")).toBeNull();
    expect(inlined('const tokens = await refresh();\nsend(tokens.colorBrandBackground);')).toBeNull();
  });
});
