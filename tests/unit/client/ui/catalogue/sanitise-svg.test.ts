// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { calloutElements, sanitiseSvg } from '../../../../../src/client/features/catalogue/illustration/sanitise-svg';
import { drawPageIllustration } from '../../../../../src/server/catalogue/illustrations/draw-page-illustration';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`;

describe('sanitising an illustration', () => {
  it('keeps the server illustration: viewBox, shapes and every callout with its code', () => {
    const result = sanitiseSvg(drawPageIllustration('page-1', ['1', '2', '10']));
    expect(result?.getAttribute('viewBox')).toBe('0 0 800 800');
    expect(calloutElements(result!).map(({ code }) => code)).toEqual(['1', '2', '10']);
    const callout = result!.querySelector('[data-callout="10"]')!;
    expect(callout.getAttribute('id')).toBe('illustration-callout-10');
    expect(callout.getAttribute('class')).toBe('callout');
    expect(callout.querySelector('text')?.textContent).toBe('10');
    expect(callout.querySelector('circle')?.getAttribute('r')).toBe('22');
    expect(result!.querySelectorAll('ellipse, rect').length).toBeGreaterThan(0);
  });

  it('drops its <style>, so the viewer styles it', () => {
    const result = sanitiseSvg(drawPageIllustration('page-1', ['1']));
    expect(result!.querySelector('style')).toBeNull();
  });

  it.each([
    ['script', '<script>alert(1)</script><circle r="1"/>'],
    [
      'foreignObject',
      '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><circle r="1"/>',
    ],
    ['a', '<a href="javascript:alert(1)"><circle r="1"/></a><circle r="1"/>'],
    ['image', '<image href="https://example.com/x.png"/><circle r="1"/>'],
    ['use', '<use href="#x"/><circle r="1"/>'],
    ['animate', '<circle r="1"><animate attributeName="r" to="5"/></circle>'],
  ])('drops <%s> and everything in it', (element, body) => {
    const result = sanitiseSvg(svg(body))!;
    expect(result.getElementsByTagName(element)).toHaveLength(0);
    expect(result.outerHTML).not.toMatch(/alert|example\.com|xhtml/);
    expect(result.querySelectorAll('circle').length).toBeGreaterThan(0);
  });

  it('drops event handlers, href, style and url() values but keeps geometry and presentation', () => {
    const result = sanitiseSvg(
      svg(
        '<rect x="1" y="2" width="3" height="4" fill="#abc" stroke="red" onclick="alert(1)" onload="alert(2)" ' +
          'style="fill:url(javascript:alert(3))" href="#a" filter="url(#f)" mask="url(#m)"/>' +
          '<circle r="1" fill="url(javascript:alert(4))"/>',
      ),
    )!;
    const rect = result.querySelector('rect')!;
    expect(rect.getAttributeNames().sort()).toEqual(['fill', 'height', 'stroke', 'width', 'x', 'y']);
    expect(result.querySelector('circle')!.hasAttribute('fill')).toBe(false);
    expect(result.outerHTML).not.toContain('alert');
  });

  it('keeps only safe id and class tokens, prefixing ids so they cannot clobber the page', () => {
    const result = sanitiseSvg(svg('<g id="location" class="callout bad&quot;token x"/><g id="bad id"/>'))!;
    const [first, second] = Array.from(result.querySelectorAll('g'));
    expect(first?.id).toBe('illustration-location');
    expect(first?.getAttribute('class')).toBe('callout x');
    expect(second?.hasAttribute('id')).toBe(false);
  });

  it('keeps text only where SVG shows text', () => {
    const result = sanitiseSvg(svg('<g>stray<text x="1">Label</text></g>'))!;
    expect(result.querySelector('g')!.childNodes).toHaveLength(1);
    expect(result.querySelector('text')!.textContent).toBe('Label');
  });

  it.each([
    ['not XML', '<svg><circle'],
    ['HTML', '<html><body>hi</body></html>'],
    ['SVG in no namespace', '<svg viewBox="0 0 1 1"><circle r="1"/></svg>'],
  ])('refuses %s', (_, text) => {
    expect(sanitiseSvg(text)).toBeNull();
  });

  it('creates the nodes in the page document, never from the parsed one', () => {
    const result = sanitiseSvg(svg('<circle r="1"/>'))!;
    expect(result.ownerDocument).toBe(document);
  });
});
