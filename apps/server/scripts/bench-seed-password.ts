/** Every seeded account's password (scripts/bench-seed.ts); its own module so others can sign in without running the seed. */
export const BENCH_PASSWORD = 'Bench!Passw0rd';
