/**
 * Zoom and pan of the illustration by wheel, drag, two-finger pinch and keyboard, over the
 * pure rules of domain/catalogue/illustration-view. Pointer events cover mouse, pen and touch
 * alike; the viewport sets touch-action: none so the browser leaves pinches to us.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import {
  centreOn,
  fittedView,
  isWithin,
  panBy,
  panStep,
  pinchStep,
  wheelZoomFactor,
  zoomAbout,
  zoomAtCentre,
  zoomStep,
  type IllustrationView,
  type Point,
  type Size,
} from '../../../../domain/catalogue/illustration-view';

/** Movement (px) after which a press becomes a drag, and its click no longer selects. */
const dragThreshold = 4;

function sizeOf(element: HTMLElement | null): Size {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
}

function pointIn(element: HTMLElement, event: { clientX: number; clientY: number }): Point {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

export interface PanZoom {
  view: IllustrationView;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Pans so the element comes into view when it is (partly) outside the viewport. */
  reveal: (element: Element) => void;
  /** True when the last press was a drag, so the click that ends it selects nothing. */
  wasDrag: () => boolean;
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
}

export function usePanZoom(viewportRef: RefObject<HTMLElement | null>): PanZoom {
  const [view, setView] = useState<IllustrationView>(fittedView);
  const pointers = useRef(new Map<number, Point>());
  const pressStart = useRef<Point | null>(null);
  const dragged = useRef(false);

  const change = useCallback(
    (next: (current: IllustrationView, viewport: Size) => IllustrationView) =>
      setView((current) => next(current, sizeOf(viewportRef.current))),
    [viewportRef],
  );

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // A React onWheel listener is passive, and the page must not scroll while zooming.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const about = pointIn(viewport, event);
      change((current, size) => zoomAbout(current, wheelZoomFactor(event.deltaY, event.deltaMode), about, size));
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [viewportRef, change]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = pointIn(event.currentTarget, event);
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 1) {
      pressStart.current = point;
      dragged.current = false;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = pointIn(event.currentTarget, event);
    const start = pressStart.current ?? point;
    if (!dragged.current && Math.hypot(point.x - start.x, point.y - start.y) < dragThreshold) return;
    if (!dragged.current) {
      dragged.current = true;
      // Captured only once it is a drag: capturing on press would take the click from the callout.
      for (const id of pointers.current.keys()) event.currentTarget.setPointerCapture(id);
    }
    const [other] = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    pointers.current.set(event.pointerId, point);
    if (other) {
      const [, otherPoint] = other;
      change((current, size) =>
        pinchStep(current, { first: otherPoint, second: previous }, { first: otherPoint, second: point }, size),
      );
    } else {
      change((current, size) => panBy(current, point.x - previous.x, point.y - previous.y, size));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) pressStart.current = null;
  };

  const zoomIn = useCallback(() => change((current, size) => zoomAtCentre(current, zoomStep, size)), [change]);
  const zoomOut = useCallback(() => change((current, size) => zoomAtCentre(current, 1 / zoomStep, size)), [change]);
  const fit = useCallback(() => setView(fittedView), []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [panStep, 0],
      ArrowRight: [-panStep, 0],
      ArrowUp: [0, panStep],
      ArrowDown: [0, -panStep],
    };
    const move = moves[event.key];
    if (move) change((current, size) => panBy(current, move[0], move[1], size));
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const reveal = useCallback(
    (element: Element) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const frame = viewport.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      const relative = {
        left: box.left - frame.left,
        top: box.top - frame.top,
        right: box.right - frame.left,
        bottom: box.bottom - frame.top,
      };
      const size = { width: frame.width, height: frame.height };
      if (isWithin(relative, size)) return;
      const centre = { x: (relative.left + relative.right) / 2, y: (relative.top + relative.bottom) / 2 };
      setView((current) => centreOn(current, centre, size));
    },
    [viewportRef],
  );

  return {
    view,
    zoomIn,
    zoomOut,
    fit,
    reveal,
    wasDrag: () => dragged.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown },
  };
}
