import { describe, expect, it } from 'vitest';
import { CENTERED, outputSize, placeInFrame } from './crop-geometry.ts';

describe('crop geometry', () => {
  it('covers a 4:3 frame with a tall picture, centred, and slides it to the top', () => {
    const image = { width: 600, height: 900 };
    const frame = { width: 400, height: 300 };
    expect(placeInFrame(image, frame, CENTERED)).toEqual({ x: -0, y: -150, width: 400, height: 600 });
    expect(placeInFrame(image, frame, { zoom: 1, x: 0.5, y: 0 }).y).toBe(-0);
    expect(placeInFrame(image, frame, { zoom: 2, x: 0, y: 1 })).toEqual({
      x: -0,
      y: -900,
      width: 800,
      height: 1200,
    });
  });

  it('makes the file as wide as the cropped part of the picture, capped, never upscaled', () => {
    expect(outputSize({ width: 4000, height: 3000 }, 4 / 3, CENTERED, 1600)).toEqual({
      width: 1600,
      height: 1200,
    });
    expect(outputSize({ width: 800, height: 600 }, 4 / 3, CENTERED, 1600)).toEqual({
      width: 800,
      height: 600,
    });
    expect(outputSize({ width: 800, height: 600 }, 4 / 3, { zoom: 2, x: 0.5, y: 0.5 }, 1600)).toEqual({
      width: 400,
      height: 300,
    });
    expect(outputSize({ width: 1000, height: 500 }, 1, CENTERED, 640)).toEqual({ width: 500, height: 500 });
  });
});
