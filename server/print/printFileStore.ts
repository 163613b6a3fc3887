// Print files and proofs live behind the shop's storage interface (server/storage/, issue 13), under
// print-files/<order number>/: a line's proof, and its production files in a folder of the line's own with the list of
// them (files.json). A line rendered again writes the same keys (the store writes a key whole, by rename or in one
// statement), so it replaces, never adds.

export const PRINT_FILES_PREFIX = 'print-files';

export const printKeys = (orderNumber: string, lineId: number) => ({
  proof: `${PRINT_FILES_PREFIX}/${orderNumber}/line-${lineId}-proof.png`,
  folder: `${PRINT_FILES_PREFIX}/${orderNumber}/line-${lineId}`,
  list: `${PRINT_FILES_PREFIX}/${orderNumber}/line-${lineId}/files.json`,
});

const cm = (mm: number) => String(+(mm / 10).toFixed(1));

/** A file's name says the order, the line, the part and the size: AT-20261126-000042-line-17-strip-2-of-5-50x250cm.pdf. */
export const printFileName = (orderNumber: string, lineId: number, f: { part: string; ext: string; widthMm: number; heightMm: number }) =>
  `${orderNumber}-line-${lineId}-${f.part}-${cm(f.widthMm)}x${cm(f.heightMm)}cm.${f.ext}`;

/** What a production file's name may be (printFileName's characters): a name asked for that is not one is refused
 * before any lookup, and one that is is only ever matched against the line's list, never joined to a path. */
export const PRINT_FILE_NAME = /^[A-Za-z0-9._-]{1,200}$/;

export const PRINT_FILE_TYPES = { pdf: 'application/pdf', svg: 'image/svg+xml', png: 'image/png' } as const;

/** One production file of a line, as its list keeps it. */
export interface PrintFile {
  name: string;
  part: string;
  ext: keyof typeof PRINT_FILE_TYPES;
  type: (typeof PRINT_FILE_TYPES)[keyof typeof PRINT_FILE_TYPES];
  widthMm: number;
  heightMm: number;
  bytes: number;
  /** Its key in the file store. */
  key: string;
}
