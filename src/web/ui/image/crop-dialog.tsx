import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { Dialog } from '../dialog/dialog.tsx';
import { CENTERED, type Framing, MAX_ZOOM, outputSize, placeInFrame } from './crop-geometry.ts';
import './crop-dialog.css';

/** Width of the on-screen frame in canvas pixels (drawn at twice its CSS size for sharp screens). */
const PREVIEW_WIDTH = 640;

function draw(canvas: HTMLCanvasElement, picture: ImageBitmap, framing: Framing) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const placed = placeInFrame(picture, canvas, framing);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(picture, placed.x, placed.y, placed.width, placed.height);
}

/**
 * Frames a chosen picture before it is uploaded: a fixed frame (`aspect` = width / height), a zoom and
 * two position sliders (keyboard: arrows, Page Up/Down, Home/End), done on a canvas in the browser, so
 * only the framed part is ever sent. `onCrop` gets the framed picture as a JPEG file.
 */
export function CropDialog({
  file,
  aspect,
  maxWidth,
  title,
  onCrop,
  onCancel,
}: {
  file: File;
  aspect: number;
  /** The widest file to make, in pixels. */
  maxWidth: number;
  title: string;
  onCrop: (cropped: File) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [picture, setPicture] = useState<ImageBitmap | null>(null);
  const [failed, setFailed] = useState(false);
  const [framing, setFraming] = useState<Framing>(CENTERED);

  useEffect(() => {
    let cancelled = false;
    createImageBitmap(file).then(
      (bitmap) => (cancelled ? bitmap.close() : setPicture(bitmap)),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [file]);
  useEffect(() => () => picture?.close(), [picture]);
  useEffect(() => {
    if (picture && canvas.current) draw(canvas.current, picture, framing);
  }, [picture, framing]);

  async function crop() {
    if (!picture) return;
    const size = outputSize(picture, aspect, framing, maxWidth);
    const output = document.createElement('canvas');
    output.width = size.width;
    output.height = size.height;
    draw(output, picture, framing);
    const blob = await new Promise<Blob | null>((resolve) => output.toBlob(resolve, 'image/jpeg', 0.9));
    if (!blob) return setFailed(true);
    onCrop(new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' }));
  }

  const slider = (key: keyof Framing, label: string, min: number, max: number) => (
    <div className="field crop-dialog__slider">
      <label className="field__label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="range"
        min={min}
        max={max}
        step={0.01}
        value={framing[key]}
        disabled={!picture}
        onChange={(event) => setFraming({ ...framing, [key]: Number(event.target.value) })}
      />
    </div>
  );

  return (
    <Dialog title={title} onClose={onCancel}>
      <div className="crop-dialog">
        {failed ? (
          <p role="alert">{t('image.crop.failed')}</p>
        ) : (
          <canvas
            ref={canvas}
            className="crop-dialog__frame"
            width={PREVIEW_WIDTH}
            height={Math.round(PREVIEW_WIDTH / aspect)}
            role="img"
            aria-label={t('image.crop.preview')}
          />
        )}
        {slider('zoom', t('image.crop.zoom'), 1, MAX_ZOOM)}
        {slider('x', t('image.crop.x'), 0, 1)}
        {slider('y', t('image.crop.y'), 0, 1)}
        <p className="actions">
          <button
            type="button"
            className="button button--primary"
            disabled={!picture}
            onClick={() => void crop()}
          >
            {t('image.crop.done')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('image.crop.cancel')}
          </button>
        </p>
      </div>
    </Dialog>
  );
}
