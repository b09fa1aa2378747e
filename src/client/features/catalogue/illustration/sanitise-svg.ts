/**
 * Turns illustration SVG text from the server into DOM nodes that are safe to insert. The
 * text is parsed as XML (never as HTML) and copied element by element through an allow-list:
 * shapes, groups and text survive; scripts, <style>, <foreignObject>, links, images, <use> and
 * anything else are dropped with their content, and so is every attribute that is not plain
 * geometry or presentation (event handlers, href, style, url() references). Ids are prefixed
 * so the illustration cannot clobber names in the page. The viewer styles what is left itself.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';

const allowedElements = new Set([
  'svg',
  'g',
  'title',
  'desc',
  'line',
  'circle',
  'ellipse',
  'rect',
  'path',
  'polygon',
  'polyline',
  'text',
  'tspan',
]);

/** Elements whose text content is kept. */
const textElements = new Set(['title', 'desc', 'text', 'tspan']);

const allowedAttributes = new Set([
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'dx',
  'dy',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'vector-effect',
  'font-size',
  'font-family',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'class',
  'id',
  'data-callout',
  'role',
  'aria-label',
  'tabindex',
]);

/** Values that could load or run something, whatever attribute they sit in. */
const unsafeValue = /url\s*\(|javascript:|expression\s*\(|[<>]/i;
const safeToken = /^[A-Za-z0-9_-]+$/;
const idPrefix = 'illustration-';

function copyAttributes(from: Element, to: Element): void {
  for (const { name, value } of Array.from(from.attributes)) {
    if (!allowedAttributes.has(name) || unsafeValue.test(value)) continue;
    if (name === 'id') {
      if (safeToken.test(value)) to.setAttribute('id', `${idPrefix}${value}`);
    } else if (name === 'class') {
      const classes = value.split(/\s+/).filter((token) => safeToken.test(token));
      if (classes.length > 0) to.setAttribute('class', classes.join(' '));
    } else {
      to.setAttribute(name, value);
    }
  }
}

function copyElement(source: Element, target: Document): Element | null {
  if (source.namespaceURI !== svgNamespace || !allowedElements.has(source.localName)) return null;
  const copy = target.createElementNS(svgNamespace, source.localName);
  copyAttributes(source, copy);
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const element = copyElement(child as Element, target);
      if (element) copy.append(element);
    } else if (child.nodeType === child.TEXT_NODE && textElements.has(source.localName)) {
      copy.append(target.createTextNode(child.textContent ?? ''));
    }
  }
  return copy;
}

/** The sanitised <svg> element, owned by `target`; null when the text is not an SVG document. */
export function sanitiseSvg(text: string, target: Document = document): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = parsed.documentElement;
  if (parsed.getElementsByTagName('parsererror').length > 0 || root.localName !== 'svg') return null;
  return copyElement(root, target) as SVGSVGElement | null;
}

/** The callouts of a sanitised illustration, each with its callout code. */
export function calloutElements(svg: Element): Array<{ element: SVGElement; code: string }> {
  return Array.from(svg.querySelectorAll<SVGElement>('[data-callout]')).map((element) => ({
    element,
    code: element.getAttribute('data-callout') ?? '',
  }));
}
