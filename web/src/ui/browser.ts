// Thin wrappers over browser navigation that tests can replace.

/** Reloads the page (used once the e-mail verification gate sees the address verified). */
export function reloadPage() {
  window.location.reload();
}
