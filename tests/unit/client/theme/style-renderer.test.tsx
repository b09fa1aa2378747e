// @vitest-environment jsdom
// The app's style renderer (src/client/theme/style-renderer.ts) walks a component's rules once
// per page, however many instances mount; what the page gets must be what Griffel's own
// renderer gives: every rule once, in its bucket's style sheet, the buckets in Griffel's order.
import { makeResetStyles, makeStyles, RendererProvider } from '@fluentui/react-components';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleRenderer } from '../../../../src/client/theme/style-renderer';

const useStyles = makeStyles({
  root: { color: 'rgb(1, 2, 3)', ':hover': { color: 'rgb(4, 5, 6)' } },
});
const useBaseClassName = makeResetStyles({ paddingLeft: '7px' });

function Styled() {
  const styles = useStyles();
  return <span className={`${useBaseClassName()} ${styles.root}`}>styled</span>;
}

function rulesInBucket(bucket: string): string[] {
  return [...document.head.querySelectorAll<HTMLStyleElement>(`style[data-make-styles-bucket="${bucket}"]`)].flatMap(
    (element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
  );
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

describe('the style renderer', () => {
  it('puts each rule in the page once when many instances of a component mount', () => {
    render(
      <RendererProvider renderer={createStyleRenderer(document)} targetDocument={document}>
        {Array.from({ length: 40 }, (_, index) => (
          <Styled key={index} />
        ))}
      </RendererProvider>,
    );

    expect(rulesInBucket('r').filter((rule) => rule.includes('padding-left: 7px'))).toHaveLength(1);
    expect(rulesInBucket('d').filter((rule) => rule.includes('rgb(1, 2, 3)'))).toHaveLength(1);
    expect(rulesInBucket('h').filter((rule) => rule.includes('rgb(4, 5, 6)'))).toHaveLength(1);
  });

  it("orders the style sheets as Griffel's renderer does: reset, then plain, then hover", () => {
    render(
      <RendererProvider renderer={createStyleRenderer(document)} targetDocument={document}>
        <Styled />
      </RendererProvider>,
    );

    const buckets = [...document.head.querySelectorAll('style[data-make-styles-bucket]')].map((element) =>
      element.getAttribute('data-make-styles-bucket'),
    );
    expect(buckets).toEqual(['r', 'd', 'h']);
  });

  it('still inserts the rules of a component first mounted later, in a new commit', () => {
    const useLaterStyles = makeStyles({ root: { backgroundColor: 'rgb(9, 9, 9)' } });
    function Later() {
      return <span className={useLaterStyles().root}>later</span>;
    }
    const renderer = createStyleRenderer(document);
    const { rerender } = render(
      <RendererProvider renderer={renderer} targetDocument={document}>
        <Styled />
      </RendererProvider>,
    );
    rerender(
      <RendererProvider renderer={renderer} targetDocument={document}>
        <Styled />
        <Later />
      </RendererProvider>,
    );

    expect(rulesInBucket('d').filter((rule) => rule.includes('rgb(9, 9, 9)'))).toHaveLength(1);
    expect(rulesInBucket('d').filter((rule) => rule.includes('rgb(1, 2, 3)'))).toHaveLength(1);
  });
});
