/** A clock that runs with real time but can jump ahead, so tests never sleep for expiry rules. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms: number) {
      offsetMs += ms;
    },
    advanceMinutes(minutes: number) {
      offsetMs += minutes * 60_000;
    },
  };
}
export type TestClock = ReturnType<typeof testClock>;
