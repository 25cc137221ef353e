import type { ColumnType } from 'kysely';

// Column types the tables share.

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
