import { describe, expect, it } from 'vitest';
import { nextView, showsControls } from './mermaid-controls.ts';

describe('mermaid controls', () => {
  it('show on diagrams taller than 120 pixels unless the fence decides', () => {
    expect(showsControls(undefined, 121)).toBe(true);
    expect(showsControls(undefined, 120)).toBe(false);
    expect(showsControls('true', 40)).toBe(true);
    expect(showsControls('false', 900)).toBe(false);
  });

  it('zoom within bounds, move by steps and reset', () => {
    let view = { scale: 1, x: 0, y: 0 };
    view = nextView(view, 'zoomIn');
    expect(view.scale).toBe(1.25);
    view = nextView(nextView(view, 'panRight'), 'panUp');
    expect(view).toEqual({ scale: 1.25, x: 60, y: -60 });
    for (let step = 0; step < 40; step++) view = nextView(view, 'zoomIn');
    expect(view.scale).toBe(8);
    for (let step = 0; step < 40; step++) view = nextView(view, 'zoomOut');
    expect(view.scale).toBe(0.25);
    expect(nextView(view, 'resetView')).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
