/**
 * Zoom and pan of an illustration in its viewport, as plain numbers so the rules can be tested
 * without a browser. The illustration is first fitted to the viewport (scale 1, no offset);
 * a view then scales it about the viewport's top-left corner and moves it by (x, y) pixels:
 *
 *   viewport point = illustration point (as fitted) x scale + (x, y)
 *
 * Scale stays within 0.5..8 of the fitted size, and the illustration may not be panned so far
 * that it no longer covers the viewport's centre, so it can never be lost off-screen.
 */

export interface IllustrationView {
  scale: number;
  x: number;
  y: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export const minScale = 0.5;
export const maxScale = 8;
/** One press of Zoom in / Zoom out or the + / - keys. */
export const zoomStep = 1.25;
/** Pixels one arrow key press moves the illustration. */
export const panStep = 48;

export const fittedView: IllustrationView = { scale: 1, x: 0, y: 0 };

export function clampScale(scale: number): number {
  return Math.min(maxScale, Math.max(minScale, scale));
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The view moved back just far enough that the illustration still covers the viewport's centre. */
export function clampPan(view: IllustrationView, viewport: Size): IllustrationView {
  const { width, height } = viewport;
  return {
    scale: view.scale,
    x: clamp(view.x, width / 2 - width * view.scale, width / 2),
    y: clamp(view.y, height / 2 - height * view.scale, height / 2),
  };
}

/** Zooms by `factor` keeping the illustration point under `about` (viewport pixels) where it is. */
export function zoomAbout(view: IllustrationView, factor: number, about: Point, viewport: Size): IllustrationView {
  const scale = clampScale(view.scale * factor);
  const ratio = scale / view.scale;
  return clampPan(
    { scale, x: about.x - (about.x - view.x) * ratio, y: about.y - (about.y - view.y) * ratio },
    viewport,
  );
}

/** Zooms about the viewport's centre (buttons and keys). */
export function zoomAtCentre(view: IllustrationView, factor: number, viewport: Size): IllustrationView {
  return zoomAbout(view, factor, { x: viewport.width / 2, y: viewport.height / 2 }, viewport);
}

export function panBy(view: IllustrationView, dx: number, dy: number, viewport: Size): IllustrationView {
  return clampPan({ ...view, x: view.x + dx, y: view.y + dy }, viewport);
}

/** Moves the view so that `point` (viewport pixels) comes to the viewport's centre. */
export function centreOn(view: IllustrationView, point: Point, viewport: Size): IllustrationView {
  return panBy(view, viewport.width / 2 - point.x, viewport.height / 2 - point.y, viewport);
}

/** Whether a box (viewport pixels) lies wholly inside the viewport. */
export function isWithin(box: { left: number; top: number; right: number; bottom: number }, viewport: Size): boolean {
  return box.left >= 0 && box.top >= 0 && box.right <= viewport.width && box.bottom <= viewport.height;
}

/** Line-based wheels (deltaMode 1) scroll in lines of about this many pixels. */
const pixelsPerLine = 16;
/** Zoom factor per wheel pixel: a usual notch of 100 px zooms by about 1.16. */
const wheelSensitivity = 0.0015;

/** The zoom factor of a wheel turn; scrolling up (negative deltaY) zooms in. */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * pixelsPerLine : deltaY;
  return Math.exp(-clamp(pixels, -300, 300) * wheelSensitivity);
}

export interface PinchPair {
  first: Point;
  second: Point;
}

const distance = ({ first, second }: PinchPair) => Math.hypot(second.x - first.x, second.y - first.y);
const midpoint = ({ first, second }: PinchPair): Point => ({
  x: (first.x + second.x) / 2,
  y: (first.y + second.y) / 2,
});

/**
 * One step of a two-finger pinch: zooms by how much the fingers spread, about where they are,
 * and moves with them.
 */
export function pinchStep(
  view: IllustrationView,
  before: PinchPair,
  after: PinchPair,
  viewport: Size,
): IllustrationView {
  const spreadBefore = distance(before);
  const factor = spreadBefore === 0 ? 1 : distance(after) / spreadBefore;
  const from = midpoint(before);
  const to = midpoint(after);
  return zoomAbout(panBy(view, to.x - from.x, to.y - from.y, viewport), factor, to, viewport);
}
