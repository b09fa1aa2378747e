import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sameElement } from '../../../../../src/client/components/same-element';

function Cell(props: { value: string; onOpen?: () => void }) {
  return props.value;
}
function OtherCell(props: { value: string }) {
  return props.value;
}

describe('sameElement', () => {
  const open = () => undefined;

  it('takes two elements of one type with the same prop values for the same cell', () => {
    expect(
      sameElement(createElement(Cell, { value: 'a', onOpen: open }), createElement(Cell, { value: 'a', onOpen: open })),
    ).toBe(true);
    expect(sameElement('text', 'text')).toBe(true);
    expect(sameElement(undefined, undefined)).toBe(true);
  });

  it('tells a changed prop, a changed handler, another type or key, or a prop more apart', () => {
    const cell = createElement(Cell, { value: 'a', onOpen: open });
    expect(sameElement(cell, createElement(Cell, { value: 'b', onOpen: open }))).toBe(false);
    expect(sameElement(cell, createElement(Cell, { value: 'a', onOpen: () => undefined }))).toBe(false);
    expect(sameElement(cell, createElement(OtherCell, { value: 'a' }))).toBe(false);
    expect(sameElement(cell, createElement(Cell, { key: 'x', value: 'a', onOpen: open }))).toBe(false);
    expect(sameElement(createElement(Cell, { value: 'a' }), cell)).toBe(false);
    expect(sameElement(cell, 'a')).toBe(false);
  });
});
