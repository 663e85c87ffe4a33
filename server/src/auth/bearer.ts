/** Reads the bearer token of an Authorization header; anything else counts as no bearer. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S.*)$/i.exec(header?.trim() ?? '');
  return match?.[1]?.trim() || undefined;
}
