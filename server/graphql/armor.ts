// Query limits (depth, aliases, directives, tokens) from graphql-armor. Apollo applies them
// to HTTP through plugins and validation rules; graphql-ws bypasses Apollo, so ws.ts applies the
// same rules and the same token-counting parser to every WebSocket operation.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import type { DocumentNode } from 'graphql';

const MAX_TOKENS = 2000;

const armor = new ApolloArmor({
  // Depth of the resolved selection, not of fragment nesting: the web's colocated fragments nest.
  maxDepth: { n: 8, flattenFragments: true },
  // An operation's cost has one rule, core/api-limits' (lists by their page size, fragments
  // flattened), charged to the caller's budget and capped at MAX_OPERATION_COST by
  // graphql/cost-limits.ts and ws.ts; armor's own cost rule would be a second, different limit.
  costLimit: { enabled: false },
  maxAliases: { n: 15 },
  maxDirectives: { n: 20 },
  maxTokens: { n: MAX_TOKENS },
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

/** Parses a WebSocket operation with the same token limit Apollo enforces over HTTP. */
export function parseWithLimits(query: string): DocumentNode {
  return new MaxTokensParserWLexer(query, { n: MAX_TOKENS }).parseDocument();
}
