// zod as the web build sees it: every `import … from 'zod'` in the browser bundle, core/'s
// included, resolves here (vite.config.ts), so this runs before any schema is built.
//
// Why jitless: zod compiles object schemas with `new Function` when the page allows it, and
// finds out by trying `new Function('')`. Our CSP (script-src 'self', no 'unsafe-eval') refuses
// that; zod catches the error, but the browser still reports a `securitypolicyviolation` on
// every screen with a form (issue 27, #12). jitless skips the probe and the compilation; our
// forms are small enough not to miss it. Set here rather than in main.tsx: importing zod's
// config there would move zod's core into the first load (over its budget,
// scripts/check-bundle-size.mjs) for pages that validate nothing. The server keeps zod's default.
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
