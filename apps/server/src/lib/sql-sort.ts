import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const accented = 'äöüßàáâãåæçèéêëìíîïñòóôõøœùúûýÿ';
const plain = 'aousaaaaaaceeeeiiiinoooooouuuyy';

/**
 * Text as name lists sort it (DIN 5007-1: ä as a, ö as o, ü as u), ignoring case, whatever the
 * database's collation: PGlite knows only "C", where “Läufer” would come after “Liste”.
 * Raw SQL because Drizzle has no expression for translate().
 */
export const sortKey = (text: SQLWrapper): SQL => sql`translate(lower(${text}), ${accented}, ${plain})`;

/**
 * The same key as SQL text over a column expression, for a stored generated column (which takes no
 * parameters): `organizations.sort_name` and `users.sort_name` hold it, so a list sorted by name
 * reads it instead of computing it for every row it sorts.
 */
export const sortKeySql = (expression: string): SQL => sql.raw(`translate(lower(${expression}), '${accented}', '${plain}')`);
