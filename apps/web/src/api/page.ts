/** Reloads the page (after the session expired). Its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
