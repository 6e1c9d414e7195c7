// Ids in the API are opaque strings; ours are UUIDs. Checking the shape first turns a malformed
// id into "not found" instead of a database type error.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(id: string): boolean {
  return UUID.test(id);
}
