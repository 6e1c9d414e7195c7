// The tournament templates domain module, what the resolvers import. Inside: access.ts (who may
// change what) → writes.ts / queries.ts → store.ts (the only file that touches the table).
export { customTemplatesOf, templatesForViewer, usableTemplate } from './queries';
export { deleteTemplate, saveTemplate } from './writes';
