// Query limits: depth, aliases and directives from graphql-armor's validation rules, tokens from
// graphql-js's own parser option. Apollo applies them to HTTP; graphql-ws bypasses Apollo, so
// ws.ts applies the same rules and the same parse options to every WebSocket operation.
//
// The token limit is not armor's: armor's Apollo plugin parses a second time in the parsing hook,
// and what it throws there escapes Apollo's error handling (HTTP 500 for any syntax error). With
// graphql-js counting tokens in the one parse Apollo makes, an over-long or malformed query is a
// plain parse failure: GRAPHQL_PARSE_FAILED, HTTP 400 (request-error-status.ts).
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { parse, type DocumentNode, type ParseOptions } from 'graphql';

export const MAX_TOKENS = 2000;

/** How every operation is parsed, on HTTP (Apollo's parseOptions) and WebSocket alike. */
export const PARSE_OPTIONS: ParseOptions = { maxTokens: MAX_TOKENS };

const armor = new ApolloArmor({
  // Depth of the resolved selection, not of fragment nesting: the web's colocated fragments nest.
  maxDepth: { n: 8, flattenFragments: true },
  // An operation's cost has one rule, core/api-limits' (lists by their page size, fragments
  // flattened), charged to the caller's budget and capped at MAX_OPERATION_COST by
  // graphql/cost-limits.ts and ws.ts; armor's own cost rule would be a second, different limit.
  costLimit: { enabled: false },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { enabled: false }, // PARSE_OPTIONS instead (above)
  // Suggestions are removed by hideSuggestions (format-error.ts) for HTTP and WebSocket alike;
  // armor's own masking covers only some of graphql-js's wordings, and only over HTTP.
  blockFieldSuggestion: { enabled: false },
});

export const protection = armor.protect();

/**
 * Removes graphql-js's "Did you mean …?" hints (unknown fields, arguments, types, enum values,
 * input fields), which would let anyone map the schema by guessing near-misses.
 */
export function hideSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '');
}

/** graphql-js's wording of the token limit (its typo included), and ours. */
const TOKEN_LIMIT_MESSAGE =
  /^Syntax Error: Document contains more that (\d+) tokens\. Parsing aborted\.$/;

/** Says plainly that a query was refused for its length, not for a mistake in it. */
export function explainTokenLimit(message: string): string {
  return message.replace(
    TOKEN_LIMIT_MESSAGE,
    (_, limit: string) =>
      `Syntax Error: the query has more than ${Number(limit).toLocaleString('en-US')} tokens, the most one may have. Send a shorter query.`,
  );
}

/** Parses a WebSocket operation with the same token limit Apollo enforces over HTTP. */
export function parseWithLimits(query: string): DocumentNode {
  return parse(query, PARSE_OPTIONS);
}
