// Ids in the app's addresses (/habits/:id, /group/:id) are the database's uuids. A page checks the address
// before it asks the database: anything else is a page that does not exist, answered at once (Postgres would
// refuse the query with "invalid input syntax for type uuid").
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecordId(value: string | null | undefined): value is string {
  return typeof value === 'string' && UUID.test(value);
}
