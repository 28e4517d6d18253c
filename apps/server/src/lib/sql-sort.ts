import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

const accented = 'äöüßàáâãåæçèéêëìíîïñòóôõøœùúûýÿ';
const plain = 'aousaaaaaaceeeeiiiinoooooouuuyy';

/**
 * Text as name lists sort it (DIN 5007-1: ä as a, ö as o, ü as u), ignoring case, whatever the
 * database's collation: PGlite knows only "C", where “Läufer” would come after “Liste”.
 * Raw SQL because Drizzle has no expression for translate().
 */
export const sortKey = (text: SQLWrapper): SQL => sql`translate(lower(${text}), ${accented}, ${plain})`;
