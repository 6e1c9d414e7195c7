// The whole relational data model of docs/architecture.md. Ownership is by foreign key, lists are join
// tables, money is whole cents, instants are timestamptz. Capacity and seat rules the database
// can enforce (checks, unique constraints) live in the schema so no code path can bypass them.
//
// The tables are split by area of the product into db/schema/, one file each, so no source file
// grows past ~350 lines. This file stays the one entry point: every other file, drizzle-kit
// (drizzle.config.ts) and the table-writer check (scripts/check-boundaries.mjs) import it.
// Area files import only columns.ts and the areas they point at, never each other both ways.
export * from './schema/users';
export * from './schema/groups';
export * from './schema/events';
export * from './schema/templates';
export * from './schema/tournaments';
export * from './schema/cash';
export * from './schema/api';
export * from './schema/mail';
