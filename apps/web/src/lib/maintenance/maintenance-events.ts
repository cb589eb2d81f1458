/**
 * The API client announces a MAINTENANCE_MODE answer (503 to a member's call); the maintenance
 * check listens and shows the maintenance page at once instead of waiting for its next poll.
 * Kept free of the contract, like auth-events.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const onMaintenanceAnswer = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const announceMaintenance = (): void => {
  for (const listener of listeners) listener();
};
