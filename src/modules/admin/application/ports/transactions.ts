/** Runs work in one database transaction; the other modules' facades called inside it join it. */
export abstract class Transactions {
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}
