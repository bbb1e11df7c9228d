/** Whether a PostgreSQL server answers at `url` within two seconds. */
export function pgReachable(url: string): Promise<boolean>;
