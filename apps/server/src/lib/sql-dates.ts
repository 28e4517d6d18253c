/** A `date` column read by raw SQL as `YYYY-MM-DD`: PGlite answers a string, node-postgres a Date (the servers run in UTC). */
export const isoDay = (value: string | Date): string => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
