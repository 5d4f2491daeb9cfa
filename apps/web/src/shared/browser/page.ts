/** Whole-page actions, behind an object so tests can observe them instead of navigating jsdom. */
export const page = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
