/**
 * Whether a partial update sets anything. Drizzle refuses an UPDATE whose values are all undefined ("No values to
 * set"), which is what a PUT with an empty body gives: such a PUT changes nothing and answers the record as it is.
 */
export const hasValues = (values: object): boolean => Object.values(values).some((v) => v !== undefined);
