// The referrer option of SPEC.md section 3. (Text-area rows and upload caps are shared rules: rules/.)

/** The previous page when it is on the same site (the referrer option of SPEC.md section 3). */
export function sameSiteReferrer(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).origin === origin ? referrer : undefined;
  } catch {
    return undefined;
  }
}
