/** The IndexedDB database of the offline queue (a module of its own: signing out names it without loading the queue). */
export const OFFLINE_DB = 'savor-offline';
