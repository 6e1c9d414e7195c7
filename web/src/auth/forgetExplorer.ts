// What the API explorer (/graphiql, web/src/explorer) keeps in this browser: GraphiQL saves its
// tabs, operations, variables and history in localStorage under `graphiql:` (never responses or
// headers). They are the signed-in person's, so sign-out drops them with the app's own data.
const PREFIX = 'graphiql:';

export function forgetExplorer() {
  try {
    const keys = Object.keys(localStorage).filter((key) => key.startsWith(PREFIX));
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage disabled: the explorer could not save anything either.
  }
}
