/** The part of negotiator (koa-compress's own negotiation) the catalogue cache uses; it ships no types. */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> });
    /** The best of `available` for the request's Accept-Encoding; ties go by `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
