import { type JobHandle, type JobSpec, startJob } from './start-job';

export interface JobRegistry {
  /**
   * Declares a job; it runs from `start()` on. The returned `wake` may be called at any time
   * (before `start()` or after `stop()` it does nothing).
   */
  add(spec: JobSpec): Pick<JobHandle, 'wake'>;
  /** Starts every declared job (the server calls it after listen). Idempotent. */
  start(): void;
  /** Stops every job and waits for running ticks (on close, before the database pool ends). */
  stop(): Promise<void>;
}

/** The app's background jobs: features declare them while the app is built, main starts them. */
export function createJobRegistry(): JobRegistry {
  const specs: JobSpec[] = [];
  const handles = new Map<JobSpec, JobHandle>();
  let state: 'idle' | 'running' | 'stopped' = 'idle';

  return {
    add(spec) {
      specs.push(spec);
      if (state === 'running') handles.set(spec, startJob(spec));
      return { wake: () => handles.get(spec)?.wake() };
    },
    start() {
      if (state !== 'idle') return;
      state = 'running';
      for (const spec of specs) handles.set(spec, startJob(spec));
    },
    async stop() {
      state = 'stopped';
      const running = [...handles.values()];
      handles.clear();
      await Promise.all(running.map((handle) => handle.stop()));
    },
  };
}
