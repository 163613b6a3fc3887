// Print files and proofs live behind the shop's storage interface (server/storage/, issue 13), under
// print-files/<order number>/: one key per line and kind, so a line rendered again replaces its two files (the store
// writes a key whole, by rename or in one statement), never adds new ones.

export const PRINT_FILES_PREFIX = 'print-files';

export const printKeys = (orderNumber: string, lineId: number) => ({
  pdf: `${PRINT_FILES_PREFIX}/${orderNumber}/line-${lineId}.pdf`,
  proof: `${PRINT_FILES_PREFIX}/${orderNumber}/line-${lineId}-proof.png`,
});
