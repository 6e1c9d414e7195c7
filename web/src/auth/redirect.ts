// The state a route guard leaves in the location when it sends someone to sign in, so sign-in
// can return them to the page they asked for.

/** Where a guard sent someone from. */
export interface RedirectState {
  from?: string;
}
