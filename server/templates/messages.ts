// What a person reads when a template write is refused. The editor's own validation messages
// live with their rules in core/template-editor.ts.
export const templateMessages = {
  builtIn: 'Built-in templates cannot be changed',
  notOwner: 'You can only change your own templates',
  notFound: 'Template not found',
} as const;
