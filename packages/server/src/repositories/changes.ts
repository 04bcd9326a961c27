/** What repositories tell the rest of the service about their writes. */
export interface RepositoryEvents {
  /**
   * Companies, or the sector or chamber names their search documents carry, changed: cached search results are
   * stale. Inside a transaction this is told once, after the commit.
   */
  directoryChanged(): void;
}
