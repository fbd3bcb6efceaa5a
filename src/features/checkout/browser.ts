/** Where the checkout leaves the single-page app: one object, so view tests can watch it instead of jsdom navigating. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
