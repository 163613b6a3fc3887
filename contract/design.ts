import { z } from 'zod';

// The designer's document as the calls carry it: a JSON object whose shape editor-engine's restoreDocument checks
// field by field on the server (the contract only bounds its size; restoreDocument names what is wrong).

export const designDocument = z.lazy(() =>
  z
    .record(z.string().max(100), z.unknown())
    // a few hundred objects of text and image references fit well under this
    .refine((d) => JSON.stringify(d).length <= 400_000, 'is too large'),
);
