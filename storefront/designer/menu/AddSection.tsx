import { useRef, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../../rules/upload';
import { createDesignerPageData } from '../../data/designerPage';
import { focusCanvas } from '../focus';
import { prepareImage } from '../imageCache';
import type { Run } from './run';

// The add section: the shopper's pictures, as the background or as a picture on it. Each file is checked against
// the shop's caps before it is sent (15 MB, the server's translated message), downscaled in the render worker for
// the canvas and uploaded with the personalised prefix; progress shows while it goes. A refused file gets the
// server's message in the shopper's language: what was wrong and which types are accepted (rules/upload.ts).

const data = createDesignerPageData();

/** 'frame': the shopper's photo into a template's photo frame (issue 29), in its place and size. */
type Target = 'background' | 'image' | 'frame';

const LABELS: Record<Target, [button: string, name: string]> = {
  background: ['Upload a background', 'Upload a background picture'],
  image: ['Add a picture', 'Add a picture on the background'],
  frame: ['Your photo in the frame', 'Put your photo in the template’s frame'],
};

/** `frame`: the id of the template's photo frame to fill, when the design has one. */
export function AddSection({ run, productId, hasBackground, frame }: { run: Run; productId: number; hasBackground: boolean; frame?: string }) {
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const inputs = { background: useRef<HTMLInputElement>(null), image: useRef<HTMLInputElement>(null), frame: useRef<HTMLInputElement>(null) };

  async function add(target: Target, file: File | undefined) {
    if (!file) return;
    setError(undefined);
    setBusy(`Uploading ${file.name}…`);
    try {
      const [prepared, uploaded] = await Promise.all([prepareImage(file).catch(() => undefined), data.uploadImages(productId, [file])]);
      if (!uploaded.ok) return setError(uploaded.message ?? 'The picture could not be uploaded. Please try again.');
      // the server took it, but this browser cannot draw it
      if (!prepared) return setError('This picture could not be opened in your browser. Please save it as a JPG or PNG and upload it again.');
      prepared.remember(uploaded.file);
      const image = { src: uploaded.file, ...prepared.size };
      const done =
        target === 'frame'
          ? frame !== undefined && run('fillPlaceholder', { id: frame, ...image })
          : run(target === 'background' ? 'setBackground' : 'addImage', { ...image, name: file.name });
      // focus lands on what was just made: the canvas, where the new picture is (issue 26)
      if (done) focusCanvas();
    } finally {
      setBusy(undefined);
      const input = inputs[target].current;
      if (input) input.value = '';
    }
  }

  return (
    <div className="designer-add">
      {(frame ? (['frame', 'background', 'image'] as const) : (['background', 'image'] as const)).map((target) => (
        <label key={target} className="designer-add__choice">
          <span className="button button--secondary">{target === 'background' && hasBackground ? 'Change the background' : LABELS[target][0]}</span>
          <input
            ref={inputs[target]}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="visually-hidden"
            disabled={Boolean(busy) || (target === 'image' && !hasBackground)}
            onChange={(e) => void add(target, e.target.files?.[0])}
            data-testid={`designer-upload-${target}`}
            aria-label={LABELS[target][1]}
          />
        </label>
      ))}
      {!hasBackground && <p className="hint">Start with a background: a photo, or a colour below.</p>}
      <p className="designer-add__status" role="status" data-testid="designer-upload-status">
        {busy && (
          <>
            <progress aria-label={busy} /> {busy}
          </>
        )}
      </p>
      {error && (
        <p className="alert alert--danger" role="alert" data-testid="designer-upload-error">
          {error}
        </p>
      )}
    </div>
  );
}
