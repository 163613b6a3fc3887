import { z } from 'zod';
import { MAX_DESIGN_DEPTH, MAX_DESIGN_JSON_CHARS, nestsDeeperThan } from '../rules/designBudget';

// The designer's document as the calls carry it: a JSON object whose shape editor-engine's restoreDocument checks
// field by field on the server (the contract only bounds its nesting and size; restoreDocument names what is wrong).

export const designDocument = z.lazy(() =>
  z.record(z.string().max(100), z.unknown()).superRefine((d, ctx) => {
    // Depth first, without recursion: JSON.stringify of an array nested 10,000 deep overflows the stack (a 500).
    if (nestsDeeperThan(d, MAX_DESIGN_DEPTH)) ctx.addIssue({ code: 'custom', message: `is nested more than ${MAX_DESIGN_DEPTH} levels deep` });
    else if (JSON.stringify(d).length > MAX_DESIGN_JSON_CHARS) ctx.addIssue({ code: 'custom', message: 'is too large' });
  }),
);
