// Where the API explorer lives: GraphiQL, its own page of the build (web/graphiql.html) served by
// the app at this path, outside the hash routes of the main app.
export const EXPLORER_PATH = '/graphiql';
