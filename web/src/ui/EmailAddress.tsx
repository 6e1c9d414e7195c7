// An e-mail address that wraps where people break one by hand: before the "@" and before each
// dot, never in the middle of a name (issue 28: "alex.morgan@exam / ple.com" at 390 px). The
// <wbr> opportunities come first; a caller's overflow-wrap: anywhere stays only as the last
// resort for a single part longer than the line.
import { Fragment } from 'react';

/** The address split before each "@" and ".": "ann.lee@x.org" → ["ann", ".lee", "@x", ".org"]. */
export function emailParts(email: string): string[] {
  return email.split(/(?=[@.])/);
}

export function EmailAddress({ email }: { email: string }) {
  return (
    <>
      {emailParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
