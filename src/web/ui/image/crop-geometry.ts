/** How a picture sits in a crop frame: zoom 1 just covers the frame; x and y (0…1) slide the overflow. */
export type Framing = { zoom: number; x: number; y: number };

export const CENTERED: Framing = { zoom: 1, x: 0.5, y: 0.5 };
export const MAX_ZOOM = 3;

/**
 * Where to draw a picture of `image` size so that it covers a frame of `frame` size as `framing`
 * says. The same framing gives the same crop at any frame size, so the small preview and the
 * uploaded file agree.
 */
export function placeInFrame(
  image: { width: number; height: number },
  frame: { width: number; height: number },
  framing: Framing,
) {
  const scale = Math.max(frame.width / image.width, frame.height / image.height) * framing.zoom;
  const width = image.width * scale;
  const height = image.height * scale;
  return {
    x: -(width - frame.width) * framing.x,
    y: -(height - frame.height) * framing.y,
    width,
    height,
  };
}

/**
 * The pixel size of the cropped file: as wide as the part of the picture in the frame (never
 * upscaled), at most `maxWidth`, in the frame's proportions.
 */
export function outputSize(
  image: { width: number; height: number },
  aspect: number,
  framing: Framing,
  maxWidth: number,
) {
  const placed = placeInFrame(image, { width: aspect, height: 1 }, framing);
  const sourceWidth = (image.width * aspect) / placed.width;
  const width = Math.max(1, Math.round(Math.min(maxWidth, sourceWidth)));
  return { width, height: Math.max(1, Math.round(width / aspect)) };
}
