/** The operator-defined fields of the entry form; the same schema labels the answers on the entry page. */
export const ENTRY_SCHEMA_PATH = '/schemas/entries/create';
