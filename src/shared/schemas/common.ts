import { z } from 'zod';

export const UuidSchema = z.uuid({ message: 'Must be a valid id' });

/** The largest value of a PostgreSQL integer column: a bigger number in a request is refused, never sent to the database. */
export const INT4_MAX = 2_147_483_647;
