import { describe, expect, it } from 'vitest';
import {
  centreOn,
  clampPan,
  clampScale,
  fittedView,
  isWithin,
  maxScale,
  minScale,
  panBy,
  pinchStep,
  wheelZoomFactor,
  zoomAbout,
  zoomAtCentre,
  zoomStep,
} from '../../../../src/domain/catalogue/illustration-view';

const viewport = { width: 800, height: 600 };

describe('illustration zoom and pan', () => {
  it.each([
    [0.1, minScale],
    [0.5, 0.5],
    [3, 3],
    [8, 8],
    [20, maxScale],
  ])('clamps scale %d to %d (0.5..8)', (scale, expected) => {
    expect(clampScale(scale)).toBe(expected);
  });

  it('zooming about a point keeps the illustration point under it still', () => {
    const about = { x: 200, y: 150 };
    const view = zoomAbout(fittedView, 2, about, viewport);
    expect(view.scale).toBe(2);
    // The fitted point (200, 150) is drawn at 200 x 2 + x: still at 200.
    expect(200 * view.scale + view.x).toBeCloseTo(about.x);
    expect(150 * view.scale + view.y).toBeCloseTo(about.y);
  });

  it('zooming in then out by the same step about the centre comes back to the fitted view', () => {
    const back = zoomAtCentre(zoomAtCentre(fittedView, zoomStep, viewport), 1 / zoomStep, viewport);
    expect(back.scale).toBeCloseTo(1);
    expect(back.x).toBeCloseTo(0);
    expect(back.y).toBeCloseTo(0);
  });

  it('does not zoom past the limits, and keeps the anchor where the limit stops it', () => {
    let view = fittedView;
    for (let step = 0; step < 30; step += 1) view = zoomAtCentre(view, zoomStep, viewport);
    expect(view.scale).toBe(maxScale);
    for (let step = 0; step < 60; step += 1) view = zoomAtCentre(view, 1 / zoomStep, viewport);
    expect(view.scale).toBe(minScale);
  });

  it('pans, but never so far that the illustration leaves the viewport centre', () => {
    expect(panBy(fittedView, 100, -50, viewport)).toEqual({ scale: 1, x: 100, y: -50 });
    expect(panBy(fittedView, 5000, 5000, viewport)).toEqual({ scale: 1, x: 400, y: 300 });
    expect(panBy(fittedView, -5000, -5000, viewport)).toEqual({ scale: 1, x: -400, y: -300 });
    expect(clampPan({ scale: 4, x: -5000, y: 0 }, viewport)).toEqual({ scale: 4, x: 400 - 3200, y: 0 });
  });

  it('centres a point of the viewport', () => {
    const zoomed = { scale: 4, x: -1000, y: -800 };
    const view = centreOn(zoomed, { x: 700, y: 550 }, viewport);
    expect(view).toEqual({ scale: 4, x: -1000 - 300, y: -800 - 250 });
  });

  it('tells whether a box is wholly inside the viewport', () => {
    expect(isWithin({ left: 10, top: 10, right: 50, bottom: 50 }, viewport)).toBe(true);
    expect(isWithin({ left: 780, top: 10, right: 820, bottom: 50 }, viewport)).toBe(false);
    expect(isWithin({ left: 10, top: -5, right: 50, bottom: 30 }, viewport)).toBe(false);
  });

  it('zooms in when the wheel turns up, out when down, lines counting as 16 pixels', () => {
    expect(wheelZoomFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, 0)).toBeLessThan(1);
    expect(wheelZoomFactor(0, 0)).toBe(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48, 0));
    // A huge flick zooms no more than a bounded step.
    expect(wheelZoomFactor(-100_000, 0)).toBeCloseTo(wheelZoomFactor(-300, 0));
  });

  it('a pinch zooms by the spread of the fingers about their midpoint, and follows them', () => {
    const before = { first: { x: 300, y: 300 }, second: { x: 400, y: 300 } };
    const spread = { first: { x: 300, y: 300 }, second: { x: 500, y: 300 } };
    const spreadView = pinchStep(fittedView, before, spread, viewport);
    expect(spreadView.scale).toBeCloseTo(2);

    const moved = { first: { x: 320, y: 310 }, second: { x: 420, y: 310 } };
    expect(pinchStep(fittedView, before, moved, viewport)).toEqual({ scale: 1, x: 20, y: 10 });
  });
});
