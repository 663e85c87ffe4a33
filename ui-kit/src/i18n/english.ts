/** English's two plural forms: `one` for 1, `other` for every other count. */
export const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);
