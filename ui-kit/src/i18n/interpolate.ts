/** Stands for the value while a text is built, so the text can be cut around it (a private-use character). */
const VALUE = '\uE000';

/**
 * The words before and after a value that is shown apart from them (in bold, seen but not read,
 * or in a text node of its own, which the browser lays out as it always did):
 * `around(texts.starRating.rated)` of "Rated {rating} out of 5" is `['Rated ', ' out of 5']`.
 * Every language places the value where its grammar wants it. A text without it is all "before".
 */
export function around(text: (value: string) => string): [before: string, after: string] {
  const [before = '', ...after] = text(VALUE).split(VALUE);
  return [before, after.join('')];
}
