/** Leaves the page for an (already allow-listed) URL. An object so tests can watch it. */
export const externalNavigation = {
  open(url: string): void {
    window.location.href = url;
  },
};
