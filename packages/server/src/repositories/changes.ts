/** What repositories tell the rest of the service about their writes. */
export interface RepositoryEvents {
  /**
   * Companies, or the sector or chamber names their search documents carry, or the banners changed: cached search
   * results and pages are stale. Inside a transaction this is told once, after the commit. In the app it goes to
   * ctx.changes (services/directoryChanges.ts), which tells the caches of every process.
   */
  directoryChanged(): void;
}
