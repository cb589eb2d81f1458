import { idSchema } from '@app/contract';

/** The detail page's id must be a well-formed account id, or the page shows 'Invalid user ID'. */
export const isUserId = (value: string | undefined): value is string => idSchema.safeParse(value).success;
