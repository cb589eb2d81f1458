/**
 * The API client announces a rejected session (401 on a call that carried a token);
 * the session provider listens and logs out. Kept free of the contract so it loads eagerly.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const onUnauthorized = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const announceUnauthorized = (): void => {
  for (const listener of listeners) listener();
};
