import { z } from 'zod';

export const UuidSchema = z.uuid({ message: 'Must be a valid id' });
