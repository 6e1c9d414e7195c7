// The API explorer at /graphiql (issue 14): GraphiQL bundled into the app as its own page (a
// separate build, scripts/vite/explorer.ts), so it loads nothing from a CDN, works with no
// internet, and stays out of the main app's bundle. Queries go to /graphql on this origin with
// the session cookie (a signed-in browser explores as itself); a pasted `Authorization: Bearer
// <token>` header in the Headers tab explores as that token instead (the server lets a bearer
// token win over the cookie). Subscriptions use graphql-ws on the same path, with the Headers
// tab's values as connectionParams.
//
// Headers are not saved (shouldPersistHeaders stays off): a token pasted here is not written to
// localStorage. Nothing is read from the address bar either, so a link cannot prefill an operation
// for a signed-in visitor to run.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { endPendingSession } from '../auth/pendingSignOut';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const wsProtocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  subscriptionUrl: `${wsProtocol}//${window.location.host}/graphql`,
  // Same-origin only: the cookie goes to this server and nowhere else. A sign-out the app made
  // offline is sent first, so nothing here runs as the person who signed out.
  fetch: async (input, init) => {
    await endPendingSession();
    return fetch(input, { ...init, credentials: 'same-origin' });
  },
});

// Short lines (34 characters at most): a phone shows no more across the editor.
const defaultQuery = `# The Poker Night API explorer.
#
# Queries run as this browser's
# session if you are signed in. To
# run them as an access token,
# open Headers below and paste:
#   { "Authorization":
#       "Bearer pn_..." }
#
# Run: Ctrl-Enter (Cmd-Enter on a
# Mac). Docs lists every type and
# field; the schema as SDL is at
# /schema.graphql.

query Me {
  me {
    displayName
    email
    upcomingEvents {
      title
      startsAt
    }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      defaultHeaders={'{\n  \n}'}
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
      defaultEditorToolsVisibility="headers"
    >
      {/* The page's one heading (WCAG: page-has-heading-one), where GraphiQL shows its name. */}
      <GraphiQL.Logo>
        <h1 className="poker-night-explorer-logo">
          <a href="/">Poker Night API</a>
        </h1>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
